import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messaging: a connection request and its acceptance notify, and
 * so does a job recommended by a connection.
 */
const BEFORE = `'comment_on_post', 'reply_to_comment', 'post_like', 'comment_like',
        'referral_received', 'referral_viewed', 'referral_accepted', 'referral_declined',
        'candidate_applied', 'job_match', 'application_status', 'application_overdue'`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${BEFORE},
        'connection_request', 'connection_accepted', 'job_recommendation'))`
    )
  }

  async down() {
    this.schema.raw(
      `DELETE FROM notifications WHERE type IN ('connection_request', 'connection_accepted', 'job_recommendation')`
    )
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${BEFORE}))`)
  }
}
