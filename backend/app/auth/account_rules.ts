/**
 * Account rules, the one source for the server (VineJS validators) and the
 * browser forms (shared-ui re-exports this file as '@hireloop/shared-ui/validation'):
 * the messages of part 1 §5, the password rule and the employer e-mail
 * domain policy. Pure TypeScript without imports, so it bundles for the browser.
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
  /** A wrong sign-in code that may be tried again: the sign-in stays on the code step. */
  codeWrong: 'Incorrect code. Please check the e-mail and try again.',
  /** A sign-in code whose attempts are spent: the sign-in starts over for a new code. */
  codeAttemptsUsed: 'Too many incorrect codes. Please sign in again to get a new code.',

  // Risk-based sign-in
  challengeFailed: 'Security verification failed. Please try again.',

  // Profile form (part 1 §5)
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name is too long',
  profileEmailInvalid: 'Invalid email address',
  phoneTooShort: 'Phone number must be at least 10 characters',
  phoneTooLong: 'Phone number is too long',
  phoneInvalid: 'Phone number may only contain digits, spaces and + ( ) - .',
  locationTooShort: 'Location must be at least 2 characters',
  locationTooLong: 'Location is too long',
  profileImageInvalid: 'Profile image must be an image uploaded to Hireloop',
  profileImageNotOwn: 'Profile image must be a picture you uploaded',
  skillsInvalid: 'Skills must be a list of text entries',
  skillsTooMany: 'You can list at most 50 skills',
  skillTooLong: 'Each skill must be at most 50 characters',
  availabilityInvalid: 'Availability must be a list of text entries',
  availabilityTooMany: 'You can list at most 20 availability entries',
  availabilityTooLong: 'Each availability entry must be at most 50 characters',
  headlineInvalid: 'Headline must be text',
  headlineTooLong: 'Headline is too long',
  /** A new e-mail address needs the account's password: a signed-in session alone cannot take the account over. */
  currentPasswordRequired: 'Current password is required to change your email',
  currentPasswordWrong: 'Current password is incorrect',

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
  /** A whole POST /api/upload body: one video and a few pictures. */
  requestBytes: 60 * 1024 * 1024,
  /** Days an upload that nothing used is kept (a photo removed from the composer, a post discarded). */
  unusedDays: 30,
} as const

/**
 * A phone number as people write one: an optional leading +, then at least seven digits, which spaces, brackets,
 * dots and hyphens may separate ("+1 (512) 555-0100"). Letters or a row of symbols are not a number to call.
 */
export const PHONE_PATTERN = /^\+?(?:[ ().-]*\d){7,}[ ().-]*$/

/** Limits of the profile lists (server-side; the form trims and drops empty and duplicate entries too). */
export const PROFILE_LIMITS = {
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 30,
  locationMax: 100,
  /** The column is varchar(220) (app/shared/database/migrations/0005_add_headline_to_users). */
  headlineMax: 220,
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

/** The same messages grouped as the forms use them. */
export const EMAIL_MESSAGES = {
  required: ACCOUNT_MESSAGES.emailRequired,
  invalid: ACCOUNT_MESSAGES.emailInvalid,
  tooLong: ACCOUNT_MESSAGES.emailTooLong,
  invalidDomain: ACCOUNT_MESSAGES.emailDomainInvalid,
} as const

export const PASSWORD_MESSAGES = {
  required: ACCOUNT_MESSAGES.passwordRequired,
  tooLong: ACCOUNT_MESSAGES.passwordTooLong,
  tooShort: ACCOUNT_MESSAGES.passwordTooShort,
  uppercase: ACCOUNT_MESSAGES.passwordUppercase,
  lowercase: ACCOUNT_MESSAGES.passwordLowercase,
  number: ACCOUNT_MESSAGES.passwordNumber,
  special: ACCOUNT_MESSAGES.passwordSpecial,
} as const

export const REGISTRATION_MESSAGES = {
  confirmRequired: ACCOUNT_MESSAGES.confirmRequired,
  passwordsMismatch: ACCOUNT_MESSAGES.confirmMismatch,
  userTypeRequired: ACCOUNT_MESSAGES.userTypeRequired,
  businessEmailRequired: ACCOUNT_MESSAGES.businessEmail,
} as const

export type RegistrationUserType = 'candidate' | 'employer'

export const REGISTRATION_USER_TYPES: readonly RegistrationUserType[] = ['candidate', 'employer']

export interface LoginValues {
  email: string
  password: string
}

export interface RegistrationValues {
  email: string
  /** Optional: without it the member is named after their address (nameFromEmail). */
  name?: string
  password: string
  confirmPassword: string
  userType: string
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>

export interface RegistrationOptions {
  /** Domains that employers may use even if they look like consumer providers (for example the product's own host). */
  allowList?: readonly string[]
  /**
   * Judge the employer's business address (default true). A form that does not know the server's allow-list yet
   * leaves that judgement to the server rather than refuse an address the server accepts.
   */
  checkBusinessEmail?: boolean
}

/** Name length at registration and on the profile (part 1 §5 "Profile form"). */
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 100

/**
 * The employer allow-list as configured (EMPLOYER_EMAIL_ALLOWLIST: comma-separated domains), read the same way by the
 * server's validators and, through GET /api/auth/account-rules, by the registration form.
 */
export function parseAllowList(configured: string | null | undefined): string[] {
  return (configured ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@+/, ''))
    .filter(Boolean)
}

/**
 * The name a member gets when they give none (the registration payload of part 1 §7 takes the part of the address
 * before the at sign): that part, unless it is shorter than a name may be (`j@acme.com`), then the whole address.
 */
export function nameFromEmail(email: string): string {
  const normalized = normalizeEmail(email)
  const local = normalized.slice(0, Math.max(0, normalized.lastIndexOf('@')))
  const name = local.length >= NAME_MIN_LENGTH ? local : normalized
  return name.slice(0, NAME_MAX_LENGTH)
}

/** A name the member typed: trimmed, 2 to 100 characters; empty means none given. */
export function validateName(name: string | null | undefined): string | undefined {
  const value = (name ?? '').trim()
  if (!value) return undefined
  if (value.length < NAME_MIN_LENGTH) return ACCOUNT_MESSAGES.nameTooShort
  if (value.length > NAME_MAX_LENGTH) return ACCOUNT_MESSAGES.nameTooLong
  return undefined
}

/**
 * Free-mail providers across many countries. Employers must register with a business address, so these are refused
 * for employer accounts. Families with many country variants (yahoo.*, hotmail.* ...) are also matched by
 * CONSUMER_EMAIL_DOMAIN_FAMILIES below, so an unlisted country variant is still caught.
 */
export const CONSUMER_EMAIL_DOMAINS: readonly string[] = [
  // Google
  'gmail.com',
  'googlemail.com',
  // Microsoft
  'outlook.com',
  'outlook.fr',
  'outlook.de',
  'outlook.es',
  'outlook.it',
  'outlook.jp',
  'outlook.co.uk',
  'outlook.com.au',
  'outlook.com.br',
  'outlook.in',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.es',
  'hotmail.it',
  'hotmail.nl',
  'hotmail.be',
  'hotmail.ca',
  'hotmail.com.au',
  'hotmail.com.br',
  'hotmail.com.ar',
  'hotmail.com.mx',
  'hotmail.co.jp',
  'hotmail.se',
  'hotmail.no',
  'hotmail.dk',
  'hotmail.fi',
  'hotmail.gr',
  'hotmail.ch',
  'live.com',
  'live.co.uk',
  'live.fr',
  'live.de',
  'live.nl',
  'live.it',
  'live.ca',
  'live.com.au',
  'live.com.mx',
  'live.be',
  'live.se',
  'live.dk',
  'live.no',
  'live.jp',
  'live.in',
  'live.cn',
  'msn.com',
  'passport.com',
  'windowslive.com',
  // Yahoo
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.es',
  'yahoo.it',
  'yahoo.ca',
  'yahoo.com.au',
  'yahoo.com.br',
  'yahoo.com.ar',
  'yahoo.com.mx',
  'yahoo.co.jp',
  'yahoo.co.in',
  'yahoo.in',
  'yahoo.co.id',
  'yahoo.com.sg',
  'yahoo.com.ph',
  'yahoo.com.hk',
  'yahoo.com.tw',
  'yahoo.co.nz',
  'yahoo.co.za',
  'yahoo.ie',
  'yahoo.gr',
  'yahoo.se',
  'yahoo.no',
  'yahoo.dk',
  'yahoo.fi',
  'yahoo.pl',
  'yahoo.ro',
  'yahoo.com.vn',
  'yahoo.co.th',
  'yahoo.com.my',
  'yahoo.com.tr',
  'ymail.com',
  'rocketmail.com',
  // Apple
  'icloud.com',
  'me.com',
  'mac.com',
  // AOL / Verizon Media
  'aol.com',
  'aol.co.uk',
  'aol.fr',
  'aol.de',
  'aim.com',
  // Proton and other privacy providers
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'tutanota.de',
  'tutamail.com',
  'tuta.io',
  'tuta.com',
  'keemail.me',
  'fastmail.com',
  'fastmail.fm',
  'fastmail.net',
  'fastmail.org',
  'fastmail.de',
  'hushmail.com',
  'hush.com',
  'mailfence.com',
  'posteo.de',
  'posteo.net',
  'runbox.com',
  'disroot.org',
  'startmail.com',
  'countermail.com',
  'ctemplar.com',
  // GMX / United Internet
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'gmx.at',
  'gmx.ch',
  'gmx.fr',
  'gmx.co.uk',
  'gmx.us',
  'gmx.es',
  'gmx.it',
  'web.de',
  '1und1.de',
  // Yandex / Mail.ru / Rambler
  'yandex.com',
  'yandex.ru',
  'yandex.ua',
  'yandex.by',
  'yandex.kz',
  'yandex.com.tr',
  'ya.ru',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'internet.ru',
  'rambler.ru',
  'lenta.ru',
  'autorambler.ru',
  'ro.ru',
  'myrambler.ru',
  // Zoho
  'zoho.com',
  'zohomail.com',
  'zoho.eu',
  'zoho.in',
  'zohomail.eu',
  'zohomail.in',
  // China
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  '139.com',
  '189.cn',
  '21cn.com',
  'tom.com',
  // Korea / Japan
  'naver.com',
  'daum.net',
  'hanmail.net',
  'nate.com',
  'kakao.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'softbank.ne.jp',
  'nifty.com',
  'biglobe.ne.jp',
  // India
  'rediffmail.com',
  'rediff.com',
  'sify.com',
  'indiatimes.com',
  // Italy
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tin.it',
  'tiscali.it',
  'email.it',
  'fastwebnet.it',
  'inwind.it',
  'iol.it',
  'aruba.it',
  'teletu.it',
  // France
  'orange.fr',
  'wanadoo.fr',
  'laposte.net',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'club-internet.fr',
  'aliceadsl.fr',
  'bbox.fr',
  'numericable.fr',
  'voila.fr',
  // Germany / Austria / Switzerland
  't-online.de',
  'freenet.de',
  'arcor.de',
  'online.de',
  'email.de',
  'mail.de',
  'bluewin.ch',
  'gmx.li',
  'aon.at',
  'chello.at',
  // Central and Eastern Europe
  'seznam.cz',
  'email.cz',
  'centrum.cz',
  'atlas.cz',
  'post.cz',
  'azet.sk',
  'centrum.sk',
  'zoznam.sk',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'onet.pl',
  'op.pl',
  'poczta.onet.pl',
  'gazeta.pl',
  'tlen.pl',
  'freemail.hu',
  'citromail.hu',
  'abv.bg',
  'mail.bg',
  'ukr.net',
  'i.ua',
  'meta.ua',
  // Netherlands / Belgium / Nordics / Iberia
  'ziggo.nl',
  'kpnmail.nl',
  'home.nl',
  'planet.nl',
  'hetnet.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'online.no',
  'telia.com',
  'bredband.net',
  'spray.se',
  'jubii.dk',
  'sapo.pt',
  'telefonica.net',
  'terra.es',
  // Latin America
  'bol.com.br',
  'uol.com.br',
  'terra.com.br',
  'ig.com.br',
  'r7.com',
  'globo.com',
  'oi.com.br',
  'prodigy.net.mx',
  'terra.com.mx',
  'speedy.com.ar',
  'fibertel.com.ar',
  // United States ISPs and portals
  'att.net',
  'comcast.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'pacbell.net',
  'ameritech.net',
  'cox.net',
  'charter.net',
  'spectrum.net',
  'optonline.net',
  'optimum.net',
  'earthlink.net',
  'juno.com',
  'netzero.net',
  'netzero.com',
  'roadrunner.com',
  'rr.com',
  'frontier.com',
  'frontiernet.net',
  'windstream.net',
  'centurylink.net',
  'embarqmail.com',
  'mediacombb.net',
  'suddenlink.net',
  'q.com',
  'wowway.com',
  'twc.com',
  'prodigy.net',
  'flash.net',
  'swbell.net',
  'snet.net',
  'wmconnect.com',
  // United Kingdom / Ireland
  'btinternet.com',
  'btopenworld.com',
  'sky.com',
  'talktalk.net',
  'tiscali.co.uk',
  'virginmedia.com',
  'blueyonder.co.uk',
  'ntlworld.com',
  'plusnet.com',
  'freeserve.co.uk',
  'eircom.net',
  // Canada / Australia / New Zealand / South Africa
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'bell.net',
  'videotron.ca',
  'telus.net',
  'cogeco.ca',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
  'iinet.net.au',
  'tpg.com.au',
  'internode.on.net',
  'westnet.com.au',
  'dodo.com.au',
  'xtra.co.nz',
  'clear.net.nz',
  'vodafone.co.nz',
  'mweb.co.za',
  'telkomsa.net',
  'webmail.co.za',
  // Generic free-mail portals
  'mail.com',
  'email.com',
  'usa.com',
  'post.com',
  'consultant.com',
  'myself.com',
  'dr.com',
  'engineer.com',
  'inbox.com',
  'lycos.com',
  'excite.com',
  'rocketmail.co.uk',
  'hotmail.co.nz',
  'outlook.cl',
  'mail2world.com',
  'rediffmail.co.in',
  'yopmail.com',
  'guerrillamail.com',
  'mailinator.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'trashmail.com',
  'getnada.com',
]

/**
 * Provider families registered under many country suffixes: `<family>.<suffix>` where the suffix is one or two short
 * labels (com, fr, co.uk, com.br). A business domain such as live-events.com or yahoo-partners.io is not matched.
 */
export const CONSUMER_EMAIL_DOMAIN_FAMILIES: readonly string[] = [
  'gmail',
  'googlemail',
  'yahoo',
  'ymail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'aol',
  'gmx',
  'yandex',
  'tutanota',
  'fastmail',
  'protonmail',
  'icloud',
  'zoho',
  'zohomail',
  'rediffmail',
]

const consumerDomainSet = new Set(CONSUMER_EMAIL_DOMAINS)

// Educational, government and military domains are institutional, never consumer mail.
const INSTITUTIONAL_PATTERNS: readonly RegExp[] = [
  /\.edu$/,
  /\.edu\.[a-z]{2,3}$/,
  /\.ac\.[a-z]{2,3}$/,
  /\.gov$/,
  /\.gov\.[a-z]{2,3}$/,
  /\.mil$/,
  /\.mil\.[a-z]{2,3}$/,
]

const FAMILY_SUFFIX = /^(?:[a-z]{2,3}\.)?[a-z]{2,3}$/

function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '')
}

export function isInstitutionalDomain(domain: string): boolean {
  const normalized = normalizeDomain(domain)
  return INSTITUTIONAL_PATTERNS.some((pattern) => pattern.test(normalized))
}

export function isConsumerEmailDomain(domain: string, allowList: readonly string[] = []): boolean {
  const normalized = normalizeDomain(domain)
  if (!normalized) return false
  const allowed = allowList.map(normalizeDomain).filter(Boolean)
  if (allowed.some((entry) => normalized === entry || normalized.endsWith(`.${entry}`))) return false
  if (isInstitutionalDomain(normalized)) return false
  if (consumerDomainSet.has(normalized)) return true
  const dot = normalized.indexOf('.')
  if (dot <= 0) return false
  const family = normalized.slice(0, dot)
  const suffix = normalized.slice(dot + 1)
  return CONSUMER_EMAIL_DOMAIN_FAMILIES.includes(family) && FAMILY_SUFFIX.test(suffix)
}

// The HTML living standard's e-mail grammar (what type="email" accepts). It allows a dotless domain on purpose so that
// the separate, clearer domain message can be shown.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** E-mail addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function emailDomain(email: string): string {
  const normalized = normalizeEmail(email)
  return normalized.slice(normalized.lastIndexOf('@') + 1)
}

export function validateEmail(email: string | null | undefined): string | undefined {
  const normalized = normalizeEmail(email ?? '')
  if (!normalized) return EMAIL_MESSAGES.required
  if (!EMAIL_PATTERN.test(normalized)) return EMAIL_MESSAGES.invalid
  if (normalized.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong
  const domain = emailDomain(normalized)
  if (!domain.includes('.') || domain.length <= 3) return EMAIL_MESSAGES.invalidDomain
  return undefined
}

export function validateLoginPassword(password: string | null | undefined): string | undefined {
  const value = password ?? ''
  if (!value) return PASSWORD_MESSAGES.required
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  return undefined
}

export function validateNewPassword(password: string | null | undefined): string | undefined {
  const value = password ?? ''
  if (!value) return PASSWORD_MESSAGES.required
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (!/[A-Z]/.test(value)) return PASSWORD_MESSAGES.uppercase
  if (!/[a-z]/.test(value)) return PASSWORD_MESSAGES.lowercase
  if (!/[0-9]/.test(value)) return PASSWORD_MESSAGES.number
  if (!/[^A-Za-z0-9]/.test(value)) return PASSWORD_MESSAGES.special
  return undefined
}

export function isRegistrationUserType(value: unknown): value is RegistrationUserType {
  return typeof value === 'string' && (REGISTRATION_USER_TYPES as readonly string[]).includes(value)
}

export function validateLogin(values: Partial<LoginValues>): LoginErrors {
  const errors: LoginErrors = {}
  const email = validateEmail(values.email)
  if (email) errors.email = email
  const password = validateLoginPassword(values.password)
  if (password) errors.password = password
  return errors
}

export function validateRegistration(
  values: Partial<RegistrationValues>,
  options: RegistrationOptions = {}
): RegistrationErrors {
  const errors: RegistrationErrors = {}

  const email = validateEmail(values.email)
  if (email) {
    errors.email = email
  } else if (
    values.userType === 'employer' &&
    options.checkBusinessEmail !== false &&
    isConsumerEmailDomain(emailDomain(values.email ?? ''), options.allowList)
  ) {
    errors.email = REGISTRATION_MESSAGES.businessEmailRequired
  }

  const name = validateName(values.name)
  if (name) errors.name = name

  const password = validateNewPassword(values.password)
  if (password) errors.password = password

  if (!values.confirmPassword) {
    errors.confirmPassword = REGISTRATION_MESSAGES.confirmRequired
  } else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = REGISTRATION_MESSAGES.passwordsMismatch
  }

  if (!isRegistrationUserType(values.userType)) errors.userType = REGISTRATION_MESSAGES.userTypeRequired

  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0
}

/**
 * Domain must contain a dot and be longer than 3 characters (part 1 §5).
 * Only judged once the address has a local part and an @, so "user@ab"
 * gets the precise domain message while "not-an-email" gets the general one.
 */
export function isValidEmailDomain(email: string): boolean {
  if (email.indexOf('@') < 1) return true
  const domain = emailDomain(email)
  return domain.includes('.') && domain.length > 3
}
