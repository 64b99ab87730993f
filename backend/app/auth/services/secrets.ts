import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'

/** A URL-safe random token of 32 bytes (256 bits). */
export function randomToken() {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function sixDigitCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * One-time codes have only a million values, so a bare hash would fall to
 * a table lookup: they are stored as an HMAC keyed with APP_KEY, bound to
 * their purpose and address.
 */
export function hashCode(purpose: string, email: string, code: string) {
  return createHmac('sha256', appKey.release()).update(`${purpose}:${email}:${code}`).digest('hex')
}

export function safeEqualHex(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
