import hash from '@adonisjs/core/services/hash'
import { errors as limiterErrors } from '@adonisjs/limiter'
import mail from '@adonisjs/mail/services/main'
import User from '#shared/models/user'
import AccountFlowException from '#auth/exceptions/account_flow_exception'
import LoginCodeMail from '#auth/mails/login_code_mail'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { AUTH_LIMITS, loginFailureCounter, loginFailuresKey } from '#auth/rate_limits'
import { BEHAVIOR_FLAGS, SUSPICIOUS_BELOW, VERY_SUSPICIOUS_BELOW, scoreBehavior } from '#auth/services/behavior_score'
import { deviceTrust, type DeviceOrigin } from '#auth/services/device_trust'
import { loginChallenges, type IssuedChallenge } from '#auth/services/login_challenges'
import { oneTimeCodes } from '#auth/services/one_time_codes'
import { securityLog, type AttemptContext } from '#auth/services/security_log'
import { sha256 } from '#auth/services/secrets'
import { banMessage } from '#auth/ban_check'

export const LOGIN_CODE_TTL = { minutes: 10 }

/** Failures (this account / this IP, last 15 minutes) from which a challenge is asked… */
export const CHALLENGE_AFTER_FAILURES = { account: 3, ip: 10 }
/** …and from which it is a 'high' one. */
export const HIGH_AFTER_FAILURES = { account: 5, ip: 20 }

/** The words of a refused sign-in code (see CodeCheck). */
const CODE_REFUSALS = {
  wrong: M.codeWrong,
  used_up: M.codeAttemptsUsed,
  none: M.codeInvalid,
} as const

export interface LoginInput {
  email: string
  password: string
  behaviorMetrics?: Record<string, unknown> | null
  deviceFingerprint?: string | null
  otpCode?: string | null
  challengeId?: string | null
  challengeSolution?: string | null
}

export type LoginResult =
  | { kind: 'signed_in'; user: User }
  | { kind: 'challenge'; securityLevel: 'low' | 'high'; challenge: IssuedChallenge }
  | { kind: 'mfa' }

/** What is kept of the client's metrics: the counters and flags, nothing else it may have sent. */
function keptMetrics(metrics: Record<string, unknown> | null | undefined, flags: string[]) {
  if (!metrics) return { flags }
  const kept: Record<string, unknown> = { flags }
  for (const key of ['mouseEvents', 'keyEvents', 'formFillTime', 'scrollEvents', 'focusEvents']) {
    const value = Number(metrics[key])
    if (Number.isFinite(value)) kept[key] = value
  }
  if (Array.isArray(metrics.flags)) {
    kept.reportedFlags = metrics.flags.filter((flag) => (BEHAVIOR_FLAGS as readonly unknown[]).includes(flag))
  }
  return kept
}

/**
 * Risk-based sign-in (spec README decisions, part 1 §4). After the password
 * is verified, in this order:
 *
 * 1. An e-mailed code (`otpCode`) completes a sign-in that already passed
 *    the checks below when the code was sent; the device is remembered.
 *    A refused code is a 401 whose words tell the client what is left:
 *    `codeWrong` (the same code may be tried again), `codeAttemptsUsed`
 *    or `codeInvalid` (sign in again for a new code).
 * 2. A low behaviour score or repeated recent failures ask for proof of
 *    work: a random challenge; the retry carries `challengeId` and
 *    `challengeSolution`. A wrong, expired, reused or foreign solution is a
 *    400 (the client starts over and gets a new challenge).
 * 3. An unrecognised device, or any admin, gets a 6-digit code by e-mail.
 * 4. Otherwise the sign-in succeeds.
 *
 * Every attempt is recorded (security_attempts) with notable events
 * (security_events); 10 failures per account in 15 minutes lock its
 * sign-in for 15 minutes (429), whether or not the account exists.
 */
export default class AttemptLogin {
  async handle(input: LoginInput, origin: DeviceOrigin): Promise<LoginResult> {
    const failures = loginFailureCounter()
    const lockKey = loginFailuresKey(input.email)
    const lock = await failures.get(lockKey)
    if (lock && lock.remaining <= 0) throw new limiterErrors.E_TOO_MANY_REQUESTS(lock)

    const behavior = scoreBehavior(input.behaviorMetrics)
    const context: AttemptContext = {
      email: input.email,
      userId: null,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
      deviceFingerprint: input.deviceFingerprint ? sha256(input.deviceFingerprint) : null,
      behaviorMetrics: keptMetrics(input.behaviorMetrics, behavior.flags),
      riskScore: behavior.score,
    }
    const fail = async (outcome: 'invalid_credentials' | 'challenge_failed' | 'mfa_failed') => {
      await securityLog.attempt(context, outcome)
      const counted = await failures.increment(lockKey)
      const type = {
        invalid_credentials: 'login_failed',
        challenge_failed: 'login_challenge_failed',
        mfa_failed: 'mfa_failed',
      } as const
      await securityLog.event(type[outcome], outcome === 'invalid_credentials' ? 'low' : 'medium', context, {
        failuresInWindow: counted.consumed,
      })
      if (counted.consumed >= counted.limit) {
        await failures.block(lockKey, AUTH_LIMITS.loginFailuresPerAccount.blockFor)
        await securityLog.event('login_blocked', 'high', context, {
          blockedFor: AUTH_LIMITS.loginFailuresPerAccount.blockFor,
        })
      }
    }

    let user: User
    try {
      user = await User.verifyCredentials(input.email, input.password)
    } catch (error) {
      await fail('invalid_credentials')
      throw error
    }
    context.userId = user.id
    // A member banned by moderation: the right password still does not sign in.
    const banned = await banMessage(user.id)
    if (banned) throw new AccountFlowException(banned, 403, 'E_ACCOUNT_BANNED')

    if (input.otpCode) {
      const check = await oneTimeCodes.check('login', user.email, input.otpCode)
      if (check !== 'accepted') {
        await fail('mfa_failed')
        throw new AccountFlowException(CODE_REFUSALS[check], 401, 'E_INVALID_CODE')
      }
      const device = await deviceTrust.remember(user, input.deviceFingerprint ?? null, origin)
      if (device) await securityLog.event('device_trusted', 'info', context, { deviceId: device.id })
      return this.signedIn(user, input.password, context, lockKey, 'email_code')
    }

    const recent = await securityLog.recentFailures(user.email, origin.ipAddress)
    const suspicious =
      behavior.score < SUSPICIOUS_BELOW ||
      recent.account >= CHALLENGE_AFTER_FAILURES.account ||
      recent.ip >= CHALLENGE_AFTER_FAILURES.ip
    let passedChallenge = false
    if (suspicious) {
      if (!input.challengeId) {
        const high =
          behavior.score < VERY_SUSPICIOUS_BELOW ||
          recent.account >= HIGH_AFTER_FAILURES.account ||
          recent.ip >= HIGH_AFTER_FAILURES.ip
        const challenge = await loginChallenges.issue(user.email, origin.ipAddress)
        await securityLog.attempt(context, 'challenge_required', 'proof_of_work')
        await securityLog.event('login_challenge_issued', 'medium', context, {
          flags: behavior.flags,
          recentFailures: recent,
          securityLevel: high ? 'high' : 'low',
        })
        return { kind: 'challenge', securityLevel: high ? 'high' : 'low', challenge }
      }
      const solved = await loginChallenges.consume(input.challengeId, user.email, input.challengeSolution ?? '')
      if (!solved) {
        await fail('challenge_failed')
        throw new AccountFlowException(M.challengeFailed, 400, 'E_CHALLENGE_FAILED')
      }
      passedChallenge = true
      await securityLog.event('login_challenge_passed', 'low', context)
    }

    const device = await deviceTrust.find(user, input.deviceFingerprint ?? null)
    if (!device || user.userType === 'admin') {
      const code = await oneTimeCodes.issue('login', user.email, LOGIN_CODE_TTL, origin.ipAddress)
      await mail.sendLater(new LoginCodeMail(user.email, code))
      await securityLog.attempt(context, 'mfa_required', 'email_code')
      await securityLog.event('mfa_code_sent', 'info', context, {
        reason: user.userType === 'admin' ? 'admin' : input.deviceFingerprint ? 'new_device' : 'no_fingerprint',
      })
      return { kind: 'mfa' }
    }

    await deviceTrust.seen(device, origin)
    return this.signedIn(user, input.password, context, lockKey, passedChallenge ? 'proof_of_work' : null)
  }

  private async signedIn(
    user: User,
    password: string,
    context: AttemptContext,
    lockKey: string,
    challengeType: 'proof_of_work' | 'email_code' | null
  ): Promise<LoginResult> {
    // A hash made at an older cost is upgraded while the password is at hand.
    if (hash.needsReHash(user.password)) {
      user.password = password
      await user.save()
    }
    await securityLog.attempt(context, 'success', challengeType)
    await securityLog.event('login_success', 'info', context, { via: challengeType ?? 'password' })
    await loginFailureCounter().delete(lockKey)
    return { kind: 'signed_in', user }
  }
}
