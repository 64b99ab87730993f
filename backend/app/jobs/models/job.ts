import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import type { JobStatus, PayUnit } from '#jobs/constants'
import { AppModel } from '#shared/models/app_model'

/** A job (part 2 §3 "jobs"). Read models are built in #jobs/queries. */
export default class Job extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare companyId: string

  @column()
  declare ownerId: string

  @column()
  declare companyName: string

  @column()
  declare title: string

  @column()
  declare description: string

  @column()
  declare requirements: string

  @column()
  declare category: string

  @column()
  declare payRate: string

  @column()
  declare payUnit: PayUnit

  @column()
  declare hourlyRate: string

  @column()
  declare totalComp: string | null

  @column()
  declare schedule: string

  @column()
  declare location: string

  @column()
  declare state: string

  @column()
  declare country: string

  @column()
  declare zipCode: string

  @column()
  declare isRemote: boolean

  @column()
  declare experienceLevel: string

  /** The employer chose the level; otherwise it follows the requirements. */
  @column()
  declare experienceLevelStated: boolean

  @column()
  declare benefits: string[]

  @column()
  declare status: JobStatus

  @column()
  declare isUrgent: boolean

  @column()
  declare isHiringNow: boolean

  @column()
  declare isPriority: boolean

  /** Where the job is (geo_places), for alerts' radius; null when remote or unknown. */
  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeCreate()
  static applyDefaults(job: Job) {
    job.status ??= 'active'
  }
}
