import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, column } from '@adonisjs/lucid/orm'

export type OtpPurpose = 'password_reset' | 'login'

export default class OtpToken extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare hashedCode: string

  @column()
  declare method: 'email'

  @column()
  declare purpose: OtpPurpose

  @column()
  declare attempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare used: boolean

  @column.dateTime()
  declare usedAt: DateTime | null

  @column()
  declare ipAddress: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeCreate()
  static assignDefaults(token: OtpToken) {
    token.id ??= randomUUID()
    token.method ??= 'email'
    token.attempts ??= 0
    token.maxAttempts ??= 3
    token.used ??= false
  }
}
