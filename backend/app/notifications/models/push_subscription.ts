import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

/** One device of one member that receives Web Push (the browser's PushSubscription). */
export default class PushSubscription extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare userId: string

  @column()
  declare endpoint: string

  /** The device's P-256 public key (base64url), for the RFC 8291 encryption. */
  @column({ columnName: 'p256dh' })
  declare p256dh: string

  /** The device's authentication secret (base64url). */
  @column()
  declare auth: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
