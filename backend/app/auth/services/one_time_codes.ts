import { DateTime, type DurationLikeObject } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OtpToken, { type OtpPurpose } from '#auth/models/otp_token'
import { hashCode, safeEqualHex, sixDigitCode } from '#auth/services/secrets'

export const CODE_MAX_ATTEMPTS = 3

/**
 * 6-digit codes sent by e-mail. Issuing a code retires the earlier unused
 * codes of the same purpose and address; every check spends one of the
 * code's attempts atomically (so parallel guesses cannot exceed 3), and a
 * right guess marks it used.
 */
export const oneTimeCodes = {
  async issue(purpose: OtpPurpose, email: string, ttl: DurationLikeObject, ipAddress: string | null) {
    const code = sixDigitCode()
    await OtpToken.query().where({ email, purpose, used: false }).update({ used: true })
    await OtpToken.create({
      email,
      purpose,
      hashedCode: hashCode(purpose, email, code),
      maxAttempts: CODE_MAX_ATTEMPTS,
      expiresAt: DateTime.now().plus(ttl),
      ipAddress,
    })
    return code
  },

  /** True when `code` is the live code for this purpose and address; it is then used up. */
  async consume(purpose: OtpPurpose, email: string, code: string) {
    const token = await OtpToken.query()
      .where({ email, purpose, used: false })
      .where('expiresAt', '>', DateTime.now().toSQL()!)
      .orderBy('createdAt', 'desc')
      .first()
    if (!token) return false

    const spent = await db.rawQuery(
      'UPDATE otp_tokens SET attempts = attempts + 1 WHERE id = ? AND used = false AND attempts < max_attempts',
      [token.id]
    )
    if (spent.rowCount !== 1) return false
    if (!safeEqualHex(token.hashedCode, hashCode(purpose, email, code))) return false

    const used = await db.rawQuery('UPDATE otp_tokens SET used = true, used_at = ? WHERE id = ? AND used = false', [
      DateTime.now().toJSDate(),
      token.id,
    ])
    return used.rowCount === 1
  },
}
