import type User from '#shared/models/user'
import { deviceTrust } from '#auth/services/device_trust'

/** Metrics of a person filling in the login form (score 100). */
export const HUMAN_METRICS = { mouseEvents: 42, keyEvents: 31, formFillTime: 6400, scrollEvents: 1, focusEvents: 3 }
/** Metrics of a script (score 0 + nothing: 20). */
export const BOT_METRICS = { mouseEvents: 0, keyEvents: 0, formFillTime: 120, scrollEvents: 0, focusEvents: 0 }
export const TEST_DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

/** Marks the test browser as a proven device of the account (as sign-up or a code would). */
export function trustDevice(user: User, fingerprint = TEST_DEVICE) {
  return deviceTrust.remember(user, fingerprint, { ipAddress: '127.0.0.1', userAgent: fingerprint })
}

/** A login body that passes the risk checks from a trusted TEST_DEVICE. */
export function humanLogin(email: string, password: string, extra: Record<string, unknown> = {}) {
  return { email, password, behaviorMetrics: HUMAN_METRICS, deviceFingerprint: TEST_DEVICE, ...extra }
}
