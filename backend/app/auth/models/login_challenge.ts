import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

export default class LoginChallenge extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare challenge: string

  @column()
  declare difficulty: number

  @column()
  declare email: string

  @column()
  declare ipAddress: string | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
