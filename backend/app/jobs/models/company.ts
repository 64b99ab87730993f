import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

/** A company (part 2 §3 "Company"); one per owner. */
export default class Company extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare ownerId: string

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare logo: string | null

  @column()
  declare size: string | null

  @column()
  declare industry: string | null

  @column()
  declare website: string | null

  /** Where the company is based (free text). */
  @column()
  declare headquarters: string | null

  /** The owner's verified e-mail is on the website's registrable domain (refreshed on every save). */
  @column()
  declare domainVerified: boolean

  @column()
  declare verified: boolean

  @column()
  declare isFoundingEmployer: boolean

  @column()
  declare foundingEmployerNumber: number | null

  @column()
  declare hasLifetimePriorityPlacement: boolean

  @column()
  declare subscriptionTier: string

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare lockedMonthlyRate: number | null

  /** Response figures, refreshed by the response sweep (RefreshResponseFigures). */
  @column()
  declare responseRate: number | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare typicalResponseHours: number | null

  @column.dateTime()
  declare responseFiguresAt: DateTime | null

  /** Set while an admin hides the company (its page and jobs are then seen by its owner and admins only). */
  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  @column.dateTime()
  declare earlyBirdSignupDate: DateTime | null

  @column.dateTime()
  declare freeTrialEndsAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeCreate()
  static applyDefaults(company: Company) {
    company.description ??= ''
    company.verified ??= false
    company.domainVerified ??= false
    company.isFoundingEmployer ??= false
    company.hasLifetimePriorityPlacement ??= false
    company.subscriptionTier ??= 'regular'
  }
}
