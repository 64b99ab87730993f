import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

export interface BrowserDetails {
  browser: string | null
  os: string | null
  mobile: boolean
}

export default class DeviceFingerprint extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare userId: string

  /** SHA-256(user id + ':' + client fingerprint). */
  @column()
  declare fingerprint: string

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column({ prepare: (value) => (value == null ? null : JSON.stringify(value)) })
  declare browserDetails: BrowserDetails | null

  @column()
  declare trustScore: number

  @column.dateTime()
  declare lastSeen: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeCreate()
  static assignDefaults(device: DeviceFingerprint) {
    device.trustScore ??= 50
    device.lastSeen ??= DateTime.now()
  }
}
