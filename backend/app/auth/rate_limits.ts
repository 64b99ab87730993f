import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import limiter from '@adonisjs/limiter/services/main'
import type { RateRule } from '#shared/services/rate_limit'
import { allowance, byIp, hashedKey, throttle } from '#shared/services/rate_limit'
import { email } from '#auth/validators/account_validators'

/**
 * Every limit of the account flows in one place. Per-e-mail limits apply
 * whether or not an account exists, so a 429 reveals nothing either.
 */
export const AUTH_LIMITS = {
  loginPerIp: { requests: 100, duration: '15 mins' },
  /** Failed sign-ins (wrong password, code or puzzle) per account; a success resets it. */
  loginFailuresPerAccount: { requests: 10, duration: '15 mins', blockFor: '15 mins' },
  registerPerIp: { requests: 10, duration: '1 hour' },
  verifyPerIp: { requests: 30, duration: '15 mins' },
  resendPerEmail: { requests: 3, duration: '15 mins' },
  resendPerIp: { requests: 20, duration: '15 mins' },
  resetRequestPerEmail: { requests: 3, duration: '15 mins' },
  resetRequestPerIp: { requests: 20, duration: '15 mins' },
  /** Code submissions; each code also dies after 3 wrong tries. */
  resetAttemptsPerEmail: { requests: 10, duration: '15 mins' },
  resetAttemptsPerIp: { requests: 50, duration: '15 mins' },
  uploadsPerUser: { requests: 30, duration: '10 mins' },
} satisfies Record<string, RateRule>

const emailKeyValidator = vine.create({ email: email() })

/**
 * The per-e-mail key: the body's address once the routes' own e-mail rule
 * accepts it (an address it refuses is not counted here, the per-IP limit
 * counts it and the validator answers 422), normalised as stored, digested
 * to a fixed length. Known and unknown addresses count alike.
 */
export async function emailLimitKey(ctx: HttpContext) {
  const [error, value] = await emailKeyValidator.tryValidate({ email: ctx.request.input('email') })
  return error ? null : hashedKey(value.email)
}

/** The key of the per-account sign-in failure counter (normalised e-mail). */
export const loginFailuresKey = (normalizedEmail: string) => `login_failures_${hashedKey(normalizedEmail)}`

/**
 * The per-account failure counter (AUTH_LIMITS.loginFailuresPerAccount): failed sign-ins, and wrong current passwords
 * given to change the e-mail address, so a password is guessed no faster through one than through the other.
 */
export function loginFailureCounter() {
  const rule = AUTH_LIMITS.loginFailuresPerAccount
  return limiter.use({ requests: allowance(rule), duration: rule.duration, blockDuration: rule.blockFor })
}

export const authThrottles = {
  loginPerIp: throttle('login_ip', AUTH_LIMITS.loginPerIp, byIp),
  registerPerIp: throttle('register_ip', AUTH_LIMITS.registerPerIp, byIp),
  verifyPerIp: throttle('verify_email_ip', AUTH_LIMITS.verifyPerIp, byIp),
  resendPerIp: throttle('resend_verification_ip', AUTH_LIMITS.resendPerIp, byIp),
  resendPerEmail: throttle('resend_verification_email', AUTH_LIMITS.resendPerEmail, emailLimitKey),
  resetRequestPerIp: throttle('reset_request_ip', AUTH_LIMITS.resetRequestPerIp, byIp),
  resetRequestPerEmail: throttle('reset_request_email', AUTH_LIMITS.resetRequestPerEmail, emailLimitKey),
  resetAttemptsPerIp: throttle('reset_attempt_ip', AUTH_LIMITS.resetAttemptsPerIp, byIp),
  resetAttemptsPerEmail: throttle('reset_attempt_email', AUTH_LIMITS.resetAttemptsPerEmail, emailLimitKey),
  uploadsPerUser: throttle('uploads_user', AUTH_LIMITS.uploadsPerUser, (ctx) => ctx.auth.user?.id ?? null),
}
