import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { AppModel } from '#shared/models/app_model'

export type SecuritySeverity = 'info' | 'low' | 'medium' | 'high'

export type SecurityEventType =
  | 'login_success'
  | 'login_failed'
  | 'login_blocked'
  | 'login_challenge_issued'
  | 'login_challenge_failed'
  | 'login_challenge_passed'
  | 'mfa_code_sent'
  | 'mfa_failed'
  | 'device_trusted'
  | 'password_reset'

export default class SecurityEvent extends AppModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare type: SecurityEventType

  @column()
  declare severity: SecuritySeverity

  @column()
  declare userEmail: string | null

  @column()
  declare userId: string | null

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column()
  declare deviceFingerprint: string | null

  @column({ prepare: (value) => (value == null ? null : JSON.stringify(value)) })
  declare details: Record<string, unknown> | null

  @column()
  declare riskScore: number | null

  @column()
  declare countryCode: string | null

  @column()
  declare sessionId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
