/**
 * Account rules shared by the server (VineJS validators) and the client
 * forms (imported by shared-ui): one list of messages, one domain policy.
 * Pure TypeScript: no imports, safe to bundle for the browser.
 */

export const EMAIL_MAX_LENGTH = 255
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 100

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email is too long',
  emailDomainInvalid: 'Please enter a valid email domain',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password is too long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: "Passwords don't match",
  userTypeRequired: 'Please select your account type',
  businessEmail:
    'Please use your business email address. Consumer email providers (Gmail, Yahoo, Hotmail, etc.) are not accepted for employer accounts.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',

  // E-mail verification (part 1 §5, §8)
  verificationTokenRequired: 'Verification token is required',
  verificationLinkInvalid: 'Invalid or expired verification link.',
  verificationLinkExpired: 'This verification link has expired. Please request a new one.',
  verificationLinkUsed: 'This verification link has already been used.',
  emailVerified: 'Email verified',
  resendEmailRequired: 'Email Required',
  verificationSent: 'If that account needs verifying, a new verification email is on its way.',

  // Password reset (part 1 §5, §8)
  resetEmailRequired: 'Email required',
  allFieldsRequired: 'All fields required',
  resetCodeSent: 'If an account exists for that email, a reset code has been sent.',
  passwordResetDone: 'Password reset successful',

  // One-time codes (password reset and sign-in)
  codeInvalid: 'Invalid or expired code',
  codeFormat: 'Code must be 6 digits',

  // Risk-based sign-in
  challengeFailed: 'Security verification failed. Please try again.',

  // Profile form (part 1 §5)
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name is too long',
  profileEmailInvalid: 'Invalid email address',
  phoneTooShort: 'Phone number must be at least 10 characters',
  phoneTooLong: 'Phone number is too long',
  locationTooShort: 'Location must be at least 2 characters',
  locationTooLong: 'Location is too long',
  profileImageInvalid: 'Profile image must be an image uploaded to Hireloop',
  skillsInvalid: 'Skills must be a list of text entries',
  skillsTooMany: 'You can list at most 50 skills',
  skillTooLong: 'Each skill must be at most 50 characters',
  availabilityInvalid: 'Availability must be a list of text entries',
  availabilityTooMany: 'You can list at most 20 availability entries',
  availabilityTooLong: 'Each availability entry must be at most 50 characters',

  // Uploads (part 1 §5 "Profile image", "Composer", §8)
  fileRequired: 'Please select a file to upload',
  tooManyFiles: 'You can upload at most 10 files at once',
  invalidFileType: 'Invalid file type',
  fileTooLarge: 'File too large',
  invalidFolder: 'Invalid upload folder',
} as const

/** Upload limits: images (profile pictures included) 5 MB, videos 50 MB, 10 files per request. */
export const UPLOAD_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  filesPerRequest: 10,
} as const

/** Limits of the profile lists (server-side; the form trims and drops empty and duplicate entries too). */
export const PROFILE_LIMITS = {
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 30,
  locationMax: 100,
  skillsMax: 50,
  availabilityMax: 20,
  entryMax: 50,
} as const

/** Trimmed, non-empty, without case-insensitive duplicates, first spelling kept. */
export function cleanList(entries: readonly (string | null | undefined)[]) {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const entry of entries) {
    const value = (entry ?? '').trim()
    if (!value || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    kept.push(value)
  }
  return kept
}

export const REGISTERABLE_USER_TYPES = ['candidate', 'employer'] as const
export type RegisterableUserType = (typeof REGISTERABLE_USER_TYPES)[number]

/** Loose shape check; the server's VineJS `email()` rule is the strict one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PASSWORD_PATTERNS = {
  uppercase: /[A-Z]/,
  lowercase: /[a-z]/,
  number: /[0-9]/,
  special: /[^A-Za-z0-9]/,
} as const

/** The part after the last @, lowercased. */
export function emailDomain(email: string) {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase()
}

/**
 * Domain must contain a dot and be longer than 3 characters (part 1 §5).
 * Only judged once the address has a local part and an @, so "user@ab"
 * gets the precise domain message while "not-an-email" gets the general one.
 */
export function isValidEmailDomain(email: string) {
  if (email.indexOf('@') < 1) return true
  const domain = emailDomain(email)
  return domain.includes('.') && domain.length > 3
}

/**
 * Free-mail providers refused for employer accounts. Exact domains; the
 * wildcard families below cover providers with many country domains.
 */
export const CONSUMER_EMAIL_DOMAINS: readonly string[] = [
  // Google, Microsoft, Apple
  'gmail.com', 'googlemail.com', 'outlook.com', 'outlook.fr', 'outlook.de', 'outlook.es', 'outlook.it',
  'outlook.jp', 'outlook.com.br', 'outlook.com.au', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr',
  'hotmail.de', 'hotmail.es', 'hotmail.it', 'hotmail.ca', 'hotmail.com.br', 'hotmail.com.au',
  'hotmail.co.jp', 'hotmail.nl', 'hotmail.be', 'live.com', 'live.co.uk', 'live.fr', 'live.de', 'live.it',
  'live.nl', 'live.ca', 'live.com.au', 'live.com.mx', 'msn.com', 'passport.com', 'windowslive.com',
  'icloud.com', 'me.com', 'mac.com',
  // Yahoo, AOL, Verizon media
  'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.ca', 'yahoo.co.in',
  'yahoo.in', 'yahoo.co.jp', 'yahoo.com.br', 'yahoo.com.au', 'yahoo.com.mx', 'yahoo.com.ar',
  'yahoo.com.sg', 'yahoo.com.ph', 'yahoo.co.id', 'yahoo.com.hk', 'yahoo.com.tw', 'yahoo.gr', 'yahoo.ie',
  'yahoo.se', 'yahoo.dk', 'yahoo.no', 'yahoo.pl', 'yahoo.co.nz', 'yahoo.co.za', 'ymail.com',
  'rocketmail.com', 'aol.com', 'aol.co.uk', 'aol.fr', 'aol.de', 'aim.com', 'verizon.net',
  // Privacy-focused and independent providers
  'protonmail.com', 'protonmail.ch', 'proton.me', 'pm.me', 'tutanota.com', 'tutanota.de', 'tutamail.com',
  'tuta.io', 'tuta.com', 'keemail.me', 'fastmail.com', 'fastmail.fm', 'hushmail.com', 'mailfence.com',
  'posteo.de', 'posteo.net', 'runbox.com', 'disroot.org', 'startmail.com', 'countermail.com',
  'zoho.com', 'zohomail.com', 'zohomail.eu', 'zohomail.in', 'mail.com', 'email.com', 'usa.com',
  'inbox.com', 'lycos.com', 'excite.com', 'juno.com', 'netzero.net', 'hey.com', 'duck.com',
  'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'gmx.fr', 'gmx.co.uk', 'gmx.us', 'web.de',
  // Russia and neighbours
  'yandex.com', 'yandex.ru', 'yandex.ua', 'yandex.by', 'yandex.kz', 'ya.ru', 'mail.ru', 'bk.ru',
  'inbox.ru', 'list.ru', 'internet.ru', 'rambler.ru', 'ukr.net', 'i.ua', 'meta.ua',
  // Asia
  'qq.com', 'foxmail.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'sina.cn', 'sohu.com',
  'aliyun.com', '139.com', '189.cn', 'naver.com', 'daum.net', 'hanmail.net', 'nate.com', 'kakao.com',
  'rediffmail.com', 'rediff.com', 'sify.com', 'indiatimes.com', 'yahoo.co.th', 'docomo.ne.jp',
  'ezweb.ne.jp', 'softbank.ne.jp', 'nifty.com', 'biglobe.ne.jp', 'ocn.ne.jp',
  // Europe
  'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it', 'tin.it', 'email.it', 'orange.fr', 'wanadoo.fr',
  'laposte.net', 'free.fr', 'sfr.fr', 'neuf.fr', 'bbox.fr', 'club-internet.fr', 't-online.de',
  'freenet.de', 'arcor.de', 'online.de', 'seznam.cz', 'centrum.cz', 'post.cz', 'email.cz', 'wp.pl',
  'o2.pl', 'interia.pl', 'onet.pl', 'op.pl', 'poczta.fm', 'tlen.pl', 'btinternet.com', 'sky.com',
  'virginmedia.com', 'ntlworld.com', 'talktalk.net', 'blueyonder.co.uk', 'bluewin.ch', 'telenet.be',
  'skynet.be', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'telia.com', 'online.no',
  'abv.bg', 'freemail.hu', 'citromail.hu', 'sapo.pt', 'terra.es', 'telefonica.net', 'eircom.net',
  // Americas and Oceania
  'att.net', 'sbcglobal.net', 'bellsouth.net', 'comcast.net', 'xfinity.com', 'cox.net', 'charter.net',
  'spectrum.net', 'optonline.net', 'earthlink.net', 'frontier.com', 'windstream.net', 'roadrunner.com',
  'shaw.ca', 'rogers.com', 'sympatico.ca', 'videotron.ca', 'telus.net', 'bell.net', 'uol.com.br',
  'bol.com.br', 'terra.com.br', 'ig.com.br', 'globo.com', 'r7.com', 'prodigy.net.mx', 'bigpond.com',
  'bigpond.net.au', 'optusnet.com.au', 'iinet.net.au', 'xtra.co.nz',
  // Disposable and throwaway inboxes
  'mailinator.com', 'guerrillamail.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com',
  'trashmail.com', 'sharklasers.com', 'getnada.com', 'dispostable.com', 'maildrop.cc',
]

/** Provider families registered under many country domains (yahoo.co.xx, hotmail.xx, …). */
const CONSUMER_DOMAIN_FAMILIES = [
  /^(yahoo|hotmail|outlook|live|gmx|aol|yandex|ymail)\.[a-z.]{2,10}$/,
]

const CONSUMER_DOMAIN_SET = new Set(CONSUMER_EMAIL_DOMAINS)

/** Education, government and military domains are never consumer domains. */
export function isInstitutionalDomain(domain: string) {
  const d = domain.toLowerCase()
  return (
    /\.(edu|gov|mil)$/.test(d) ||
    /\.(edu|gov|mil|ac|gouv|govt|gob|go)\.[a-z]{2}$/.test(d) ||
    /\.k12\.[a-z]{2}\.us$/.test(d)
  )
}

/**
 * True when an employer may NOT register with this domain: a free-mail
 * provider, unless it is institutional or on the configured allow-list.
 */
export function isConsumerEmailDomain(domain: string, allowList: readonly string[] = []) {
  const d = domain.trim().toLowerCase()
  if (allowList.some((allowed) => allowed.trim().toLowerCase() === d)) return false
  if (isInstitutionalDomain(d)) return false
  return CONSUMER_DOMAIN_SET.has(d) || CONSUMER_DOMAIN_FAMILIES.some((family) => family.test(d))
}

export interface RegistrationInput {
  email?: string
  password?: string
  confirmPassword?: string
  userType?: string
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** Same order and messages as the server; first failing rule per field. */
export function checkEmail(raw: string | undefined): string | undefined {
  const email = (raw ?? '').trim().toLowerCase()
  if (!email) return ACCOUNT_MESSAGES.emailRequired
  if (email.length > EMAIL_MAX_LENGTH) return ACCOUNT_MESSAGES.emailTooLong
  if (!isValidEmailDomain(email)) return ACCOUNT_MESSAGES.emailDomainInvalid
  if (!EMAIL_PATTERN.test(email)) return ACCOUNT_MESSAGES.emailInvalid
  return undefined
}

export function checkNewPassword(password: string | undefined): string | undefined {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong
  if (!PASSWORD_PATTERNS.uppercase.test(password)) return ACCOUNT_MESSAGES.passwordUppercase
  if (!PASSWORD_PATTERNS.lowercase.test(password)) return ACCOUNT_MESSAGES.passwordLowercase
  if (!PASSWORD_PATTERNS.number.test(password)) return ACCOUNT_MESSAGES.passwordNumber
  if (!PASSWORD_PATTERNS.special.test(password)) return ACCOUNT_MESSAGES.passwordSpecial
  return undefined
}

export function validateLogin(input: { email?: string; password?: string }) {
  const errors: FieldErrors<'email' | 'password'> = {}
  const email = checkEmail(input.email)
  if (email) errors.email = email
  if (!input.password) errors.password = ACCOUNT_MESSAGES.passwordRequired
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordTooLong
  return errors
}

export function validateRegistration(input: RegistrationInput, allowList: readonly string[] = []) {
  const errors: FieldErrors<'email' | 'password' | 'confirmPassword' | 'userType'> = {}
  const email = checkEmail(input.email)
  if (email) errors.email = email
  const password = checkNewPassword(input.password)
  if (password) errors.password = password
  if (!input.confirmPassword) errors.confirmPassword = ACCOUNT_MESSAGES.confirmRequired
  else if (input.confirmPassword !== input.password) errors.confirmPassword = ACCOUNT_MESSAGES.confirmMismatch
  if (!REGISTERABLE_USER_TYPES.includes(input.userType as RegisterableUserType)) {
    errors.userType = ACCOUNT_MESSAGES.userTypeRequired
  } else if (
    input.userType === 'employer' &&
    !errors.email &&
    isConsumerEmailDomain(emailDomain(input.email ?? ''), allowList)
  ) {
    errors.email = ACCOUNT_MESSAGES.businessEmail
  }
  return errors
}
