import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: the author of rejected content is told which
 * guideline and why (`moderation_violation`); the members who reported it
 * are told the outcome (`moderation_outcome`).
 */
const BEFORE = `'comment_on_post', 'reply_to_comment', 'post_like', 'comment_like',
        'referral_received', 'referral_viewed', 'referral_accepted', 'referral_declined',
        'candidate_applied', 'job_match', 'application_status', 'application_overdue',
        'connection_request', 'connection_accepted', 'job_recommendation'`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${BEFORE},
        'moderation_violation', 'moderation_outcome'))`
    )
  }

  async down() {
    this.schema.raw(`DELETE FROM notifications WHERE type IN ('moderation_violation', 'moderation_outcome')`)
    this.schema.raw(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`)
    this.schema.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${BEFORE}))`)
  }
}
