import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A user's notifications (part 2 §3 "notifications"). `entity_type` and
 * `entity_id` say what a notification is about (for now always a post);
 * they are not foreign keys, so this module works with any other module
 * disabled. Reactions notify once per actor and thing (partial unique).
 */
export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('actor_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('type', 40).notNullable()
      table.string('entity_type', 20).nullable()
      table.uuid('entity_id').nullable()
      /** The comment a comment notification is about (reply, like), when there is one. */
      table.uuid('comment_id').nullable()
      table.string('message', 500).notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.timestamp('read_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
        'comment_on_post', 'reply_to_comment', 'post_like', 'comment_like',
        'referral_received', 'referral_viewed', 'referral_accepted', 'referral_declined',
        'candidate_applied', 'job_match'))`
    )
    // The list, newest first (keyset on created_at, id).
    this.schema.raw(`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC)`)
    // The unread badge, polled every 10 s: an index of unread rows only.
    this.schema.raw(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`)
    this.schema.raw(
      `CREATE UNIQUE INDEX notifications_reaction_once_idx ON notifications (user_id, actor_id, type, entity_id, (coalesce(comment_id, entity_id)))
        WHERE type IN ('post_like', 'comment_like')`
    )
    // Clean-up when the thing a notification is about disappears.
    this.schema.raw(`CREATE INDEX notifications_entity_idx ON notifications (entity_type, entity_id)`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
