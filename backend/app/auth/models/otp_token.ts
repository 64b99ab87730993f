import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

export type OtpPurpose = 'password_reset' | 'login'

export default class OtpToken extends compose(AppModel, withUuidPrimaryKey()) {
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
    token.method ??= 'email'
    token.attempts ??= 0
    token.maxAttempts ??= 3
    token.used ??= false
  }
}
