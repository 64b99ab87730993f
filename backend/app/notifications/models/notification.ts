import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { AppModel } from '#shared/models/app_model'

export const NOTIFICATION_TYPES = [
  'comment_on_post',
  'reply_to_comment',
  'post_like',
  'comment_like',
  'referral_received',
  'referral_viewed',
  'referral_accepted',
  'referral_declined',
  'candidate_applied',
  'job_match',
  'application_status',
  'application_overdue',
  'connection_request',
  'connection_accepted',
  'job_recommendation',
  'moderation_violation',
  'moderation_outcome',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** One notification of one user (part 1 §3 "Notification"). */
export default class Notification extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare userId: string

  @column()
  declare actorId: string | null

  @column()
  declare type: NotificationType

  @column()
  declare entityType: string | null

  @column()
  declare entityId: string | null

  @column()
  declare commentId: string | null

  @column()
  declare message: string

  @column()
  declare isRead: boolean

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @beforeCreate()
  static applyDefaults(notification: Notification) {
    notification.isRead ??= false
    notification.readAt ??= null
  }
}
