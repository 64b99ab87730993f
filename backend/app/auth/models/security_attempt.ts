import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { AppModel } from '#shared/models/app_model'

export type LoginOutcome =
  'success' | 'invalid_credentials' | 'challenge_required' | 'challenge_failed' | 'mfa_required' | 'mfa_failed'

/** Outcomes that count as failures for the "repeated failures" rule and the per-account lock. */
export const FAILED_OUTCOMES: LoginOutcome[] = ['invalid_credentials', 'challenge_failed', 'mfa_failed']

export default class SecurityAttempt extends AppModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ipAddress: string

  @column()
  declare userAgent: string | null

  @column()
  declare deviceFingerprint: string | null

  @column()
  declare attemptType: 'login'

  @column()
  declare success: boolean

  @column()
  declare outcome: LoginOutcome

  @column()
  declare riskScore: number

  @column()
  declare challengeType: 'proof_of_work' | 'email_code' | null

  @column({ prepare: (value) => (value == null ? null : JSON.stringify(value)) })
  declare behaviorMetrics: Record<string, unknown> | null

  @column()
  declare userEmail: string | null

  @column()
  declare userId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
