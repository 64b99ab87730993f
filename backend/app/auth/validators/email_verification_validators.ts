import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { email } from '#auth/validators/account_validators'

/** POST /api/auth/verify-email */
export const verifyEmailValidator = vine.create({
  token: vine.string().trim().maxLength(200),
})
verifyEmailValidator.messagesProvider = new SimpleMessagesProvider({
  'token.required': M.verificationTokenRequired,
  'token.string': M.verificationTokenRequired,
  'token.maxLength': M.verificationLinkInvalid,
})

/** POST /api/auth/resend-verification (part 1 §5: 'Email Required'). */
export const resendVerificationValidator = vine.create({
  email: email(),
})
resendVerificationValidator.messagesProvider = new SimpleMessagesProvider({
  'email.required': M.resendEmailRequired,
  'email.string': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.maxLength': M.emailTooLong,
})
