import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

export default class EmailVerificationToken extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare userId: string

  /** SHA-256 (hex) of the token in the link. */
  @column({ serializeAs: null })
  declare token: string

  @column()
  declare email: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
