import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Applications tell the candidate about their application:
 * `application_status` (the employer moved it along the pipeline) and
 * `application_overdue` (no answer within the response deadline, once).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
        'comment_on_post', 'reply_to_comment', 'post_like', 'comment_like',
        'referral_received', 'referral_viewed', 'referral_accepted', 'referral_declined',
        'candidate_applied', 'job_match', 'application_status', 'application_overdue'))`
    )
  }

  async down() {
    this.schema.raw(`DELETE FROM notifications WHERE type IN ('application_status', 'application_overdue')`)
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
        'comment_on_post', 'reply_to_comment', 'post_like', 'comment_like',
        'referral_received', 'referral_viewed', 'referral_accepted', 'referral_declined',
        'candidate_applied', 'job_match'))`
    )
  }
}
