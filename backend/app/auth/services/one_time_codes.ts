import { DateTime, type DurationLikeObject } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OtpToken, { type OtpPurpose } from '#auth/models/otp_token'
import { hashCode, safeEqualHex, sixDigitCode } from '#auth/services/secrets'

export const CODE_MAX_ATTEMPTS = 3

/**
 * The outcome of one guess: `accepted` (the code is now used), `wrong` (the code stays live for the attempts it has
 * left), `used_up` (that guess or an earlier one spent its last attempt), `none` (no live code: expired, used, or
 * never sent).
 */
export type CodeCheck = 'accepted' | 'wrong' | 'used_up' | 'none'

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

  /** Checks `code` against the live code for this purpose and address, spending one attempt; see CodeCheck. */
  async check(purpose: OtpPurpose, email: string, code: string): Promise<CodeCheck> {
    const token = await OtpToken.query()
      .where({ email, purpose, used: false })
      .where('expiresAt', '>', DateTime.now().toSQL()!)
      .orderBy('createdAt', 'desc')
      .first()
    if (!token) return 'none'

    const spent = await db.rawQuery<{ rows: { attempts: number; max_attempts: number }[] }>(
      'UPDATE otp_tokens SET attempts = attempts + 1 WHERE id = ? AND used = false AND attempts < max_attempts RETURNING attempts, max_attempts',
      [token.id]
    )
    const tried = spent.rows[0]
    if (!tried) return 'used_up'
    if (!safeEqualHex(token.hashedCode, hashCode(purpose, email, code))) {
      return tried.attempts < tried.max_attempts ? 'wrong' : 'used_up'
    }

    const used = await db.rawQuery('UPDATE otp_tokens SET used = true, used_at = ? WHERE id = ? AND used = false', [
      DateTime.now().toJSDate(),
      token.id,
    ])
    return used.rowCount === 1 ? 'accepted' : 'none'
  },

  /** True when `code` is the live code for this purpose and address; it is then used up. */
  async consume(purpose: OtpPurpose, email: string, code: string) {
    return (await this.check(purpose, email, code)) === 'accepted'
  },
}
