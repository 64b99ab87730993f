import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_USER_TYPES,
  validateNewPassword,
  emailDomain,
  isConsumerEmailDomain,
  isValidEmailDomain,
  validateName,
} from '#auth/account_rules'
import { isSafeText } from '#shared/services/text_input'
import { employerEmailAllowList } from '#auth/services/employer_allow_list'

/** Runs before `.email()`, whose length check (encodeURI) throws on a lone surrogate. */
const validEmailDomain = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    if (!isSafeText(value)) {
      field.report(M.emailInvalid, 'email', field)
    } else if (!isValidEmailDomain(value)) {
      field.report(M.emailDomainInvalid, 'emailDomain', field)
    }
  },
  { name: 'emailDomain' }
)

/** Employers must use a business address (configurable allow-list aside). */
export const businessEmailForEmployers = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string' || field.parent?.userType !== 'employer') return
    if (isConsumerEmailDomain(emailDomain(value), employerEmailAllowList())) {
      field.report(M.businessEmail, 'businessEmail', field)
    }
  },
  { name: 'businessEmail' }
)

/** A typed name: 2 to 100 characters once trimmed (account_rules' validateName); empty means none given. */
const memberName = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const problem = validateName(value)
    if (problem) field.report(problem, 'name', field)
  },
  { name: 'name' }
)

/** Upper, lower, digit, special: reports the first missing class with its own message. */
export const strongPassword = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const problem = validateNewPassword(value)
    if (problem) field.report(problem, 'passwordStrength', field)
  },
  { name: 'passwordStrength' }
)

export const email = () =>
  vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).use(validEmailDomain()).email()

const messages = new SimpleMessagesProvider({
  'email.required': M.emailRequired,
  'email.string': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.maxLength': M.emailTooLong,
  'password.required': M.passwordRequired,
  'password.string': M.passwordRequired,
  'password.minLength': M.passwordTooShort,
  'password.maxLength': M.passwordTooLong,
  'confirmPassword.required': M.confirmRequired,
  'confirmPassword.string': M.confirmRequired,
  'confirmPassword.sameAs': M.confirmMismatch,
  'userType.required': M.userTypeRequired,
  'userType.enum': M.userTypeRequired,
  'name.string': 'Name must be text',
  'name.minLength': 'Name must be at least 2 characters',
  'name.maxLength': 'Name is too long',
  'phone.maxLength': 'Phone number is too long',
  'location.maxLength': 'Location is too long',
  'behaviorMetrics.object': 'Behavior metrics must be an object',
  'deviceFingerprint.maxLength': 'Device fingerprint is too long',
  'otpCode.maxLength': 'Code must be 6 characters',
  'challengeId.maxLength': 'Invalid security challenge',
  'challengeSolution.number': 'Invalid security challenge solution',
  'challengeSolution.withoutDecimals': 'Invalid security challenge solution',
  'challengeSolution.min': 'Invalid security challenge solution',
  'challengeSolution.max': 'Invalid security challenge solution',
})

/** POST /api/users (part 1 §5 "Registration"). */
export const registrationValidator = vine.create({
  email: email().use(businessEmailForEmployers()),
  password: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH).use(strongPassword()),
  confirmPassword: vine.string().sameAs('password'),
  userType: vine.enum(REGISTRATION_USER_TYPES),
  /** Optional: without one (or empty) the member is named after their address (nameFromEmail). */
  name: vine.string().trim().use(memberName()).optional().nullable(),
  phone: vine.string().trim().maxLength(30).optional().nullable(),
  location: vine.string().trim().maxLength(100).optional().nullable(),
  /** The device the account is made from is remembered: its first sign-in asks no code. */
  deviceFingerprint: vine.string().maxLength(2000).optional().nullable(),
})
registrationValidator.messagesProvider = messages

/** POST /api/auth/login (part 1 §5 "Login"). Metrics are accepted for risk scoring. */
export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(PASSWORD_MAX_LENGTH),
  behaviorMetrics: vine.object({}).allowUnknownProperties().optional().nullable(),
  deviceFingerprint: vine.string().maxLength(2000).optional().nullable(),
  otpCode: vine.string().trim().maxLength(6).optional().nullable(),
  /** The retry after a proof-of-work challenge: its id and the counter that solves it. */
  challengeId: vine.string().trim().maxLength(64).optional().nullable(),
  /** A counter, as a JSON number or a string of digits. */
  challengeSolution: vine.number().withoutDecimals().min(0).max(Number.MAX_SAFE_INTEGER).optional().nullable(),
})
loginValidator.messagesProvider = messages
