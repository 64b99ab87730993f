import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#auth/account_rules'
import { email, strongPassword } from '#auth/validators/account_validators'

const emailMessages = {
  'email.string': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.maxLength': M.emailTooLong,
}

/** POST /api/auth/request-password-reset (part 1 §5: 'Email required'). */
export const requestPasswordResetValidator = vine.create({
  email: email(),
})
requestPasswordResetValidator.messagesProvider = new SimpleMessagesProvider({
  ...emailMessages,
  'email.required': M.resetEmailRequired,
})

/** POST /api/auth/reset-password: every field required, the new password under the registration rules. */
export const resetPasswordValidator = vine.create({
  email: email(),
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
  newPassword: vine.string().minLength(PASSWORD_MIN_LENGTH).maxLength(PASSWORD_MAX_LENGTH).use(strongPassword()),
})
resetPasswordValidator.messagesProvider = new SimpleMessagesProvider({
  ...emailMessages,
  'email.required': M.allFieldsRequired,
  'code.required': M.allFieldsRequired,
  'code.string': M.codeFormat,
  'code.regex': M.codeFormat,
  'newPassword.required': M.allFieldsRequired,
  'newPassword.string': M.allFieldsRequired,
  'newPassword.minLength': M.passwordTooShort,
  'newPassword.maxLength': M.passwordTooLong,
})
