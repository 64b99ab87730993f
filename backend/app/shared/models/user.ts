import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import hash from '@adonisjs/core/services/hash'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { transformCurrentUser } from '#shared/transformers/current_user_transformer'
import { AppModel } from '#shared/models/app_model'

export type UserType = 'candidate' | 'employer' | 'admin'

const jsonList = {
  prepare: (value: string[] | null) => JSON.stringify(value ?? []),
  consume: (value: unknown) => (Array.isArray(value) ? value : []),
}

const AuthFinder = withAuthFinder(() => hash.use(), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/**
 * Every account (part 2 §3 "users"). The password is hashed by the auth
 * finder mixin whenever it changes and is never serialized.
 */
export default class User extends compose(AppModel, withUuidPrimaryKey(), AuthFinder) {
  @column()
  declare email: string

  @column({ columnName: 'hashed_password', serializeAs: null })
  declare password: string

  @column()
  declare name: string

  @column()
  declare phone: string | null

  @column()
  declare location: string | null

  @column()
  declare userType: UserType

  @column()
  declare profileImage: string | null

  @column(jsonList)
  declare skills: string[]

  @column(jsonList)
  declare badges: string[]

  @column(jsonList)
  declare availability: string[]

  @column()
  declare emailVerified: boolean

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column()
  declare isFeaturedWorker: boolean

  @column()
  declare featuredWorkerNumber: number | null

  /** Founding Employer #N (set with the company's founding number by the jobs module). */
  @column()
  declare foundingEmployerNumber: number | null

  @column()
  declare hasEarlyAccess: boolean

  @column.dateTime()
  declare earlyAccessSignupDate: DateTime | null

  @column()
  declare referralCount: number

  @column()
  declare hasCareerPerks: boolean

  @column.dateTime()
  declare careerPerksUnlockedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The same defaults as the table, so a freshly created model serializes fully. */
  @beforeCreate()
  static applyDefaults(user: User) {
    user.skills ??= []
    user.badges ??= []
    user.availability ??= []
    user.emailVerified ??= false
    user.isFeaturedWorker ??= false
    user.hasEarlyAccess ??= false
    user.hasCareerPerks ??= false
    user.referralCount ??= 0
    user.phone ??= null
    user.location ??= null
    user.profileImage ??= null
  }

  /** The shape of part 1 §3 "User", as answered by GET /api/user/me. */
  toCurrentUser() {
    return transformCurrentUser(this)
  }
}
