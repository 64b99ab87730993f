import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import SecurityAttempt, { FAILED_OUTCOMES, type LoginOutcome } from '#auth/models/security_attempt'
import SecurityEvent, { type SecurityEventType, type SecuritySeverity } from '#auth/models/security_event'

export interface AttemptContext {
  email: string
  userId: string | null
  ipAddress: string
  userAgent: string | null
  /** SHA-256 of the client's fingerprint string, or null. */
  deviceFingerprint: string | null
  behaviorMetrics: Record<string, unknown> | null
  riskScore: number
}

/** The window in which failures count towards the challenge rule. */
export const RECENT_FAILURES_WINDOW = { minutes: 15 }

export const securityLog = {
  async attempt(
    context: AttemptContext,
    outcome: LoginOutcome,
    challengeType: SecurityAttempt['challengeType'] = null
  ) {
    await SecurityAttempt.create({
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      deviceFingerprint: context.deviceFingerprint,
      attemptType: 'login',
      success: outcome === 'success',
      outcome,
      riskScore: context.riskScore,
      challengeType,
      behaviorMetrics: context.behaviorMetrics,
      userEmail: context.email,
      userId: context.userId,
    })
  },

  async event(
    type: SecurityEventType,
    severity: SecuritySeverity,
    context: Partial<AttemptContext>,
    details: Record<string, unknown> = {}
  ) {
    await SecurityEvent.create({
      type,
      severity,
      userEmail: context.email ?? null,
      userId: context.userId ?? null,
      ipAddress: context.ipAddress ?? null,
      userAgent: context.userAgent ?? null,
      deviceFingerprint: context.deviceFingerprint ?? null,
      riskScore: context.riskScore ?? null,
      details,
      countryCode: null,
      sessionId: null,
    })
  },

  /** Failed sign-ins in the last 15 minutes for this address and from this IP. */
  async recentFailures(email: string, ipAddress: string) {
    const since = DateTime.now().minus(RECENT_FAILURES_WINDOW).toJSDate()
    const result = await db.rawQuery(
      `SELECT count(*) FILTER (WHERE user_email = ?) AS account, count(*) FILTER (WHERE ip_address = ?) AS ip
       FROM security_attempts
       WHERE attempt_type = 'login' AND outcome IN (${FAILED_OUTCOMES.map(() => '?').join(', ')})
         AND created_at > ? AND (user_email = ? OR ip_address = ?)`,
      [email, ipAddress, ...FAILED_OUTCOMES, since, email, ipAddress]
    )
    const row = result.rows[0] ?? {}
    return { account: Number(row.account ?? 0), ip: Number(row.ip ?? 0) }
  },
}
