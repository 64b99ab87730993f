import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messaging (part 1 §3, part 2 §3 "threads", "messages",
 * "connections"):
 * - `threads`: two participants (user_a_id < user_b_id), optionally about a
 *   job; one thread per pair and job (unique index below, a null job counting
 *   as one value). `last_message_at` orders the list.
 * - `thread_participants`: each participant's own view of the thread:
 *   `last_read_at` (their read receipts: a message is read by them when
 *   created at or before it), `unread_count` (kept in step by send and
 *   mark-read, so the unread badge is a sum over an index), `archived_at`,
 *   `deleted_at` (deleted for them only; a new message brings the thread
 *   back) and `cleared_at` (messages up to it stay hidden from them after a
 *   delete).
 * - `messages`: content, sender, time.
 * - `connections`: one per pair of people (requester → target), pending,
 *   accepted or declined, with an optional note.
 * - `user_blocks`: the blocker is never messaged by the blocked user again.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('threads', (table) => {
      table.uuid('id').primary()
      table.uuid('user_a_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('user_b_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      // No foreign key to jobs: the jobs module may be disabled (no table), and a deleted job set to NULL
      // would collide with the pair's thread about no job (unique index). A thread keeps the id of a
      // deleted job; its job line is then null (the jobs hook finds nothing) and it cannot be restarted.
      table.uuid('job_id').nullable()
      table.uuid('started_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.uuid('last_message_id').nullable()
      table.timestamp('last_message_at', { useTz: true, precision: 3 }).notNullable()
      table.integer('message_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`ALTER TABLE threads ADD CONSTRAINT threads_pair_order_check CHECK (user_a_id < user_b_id)`)
    this.schema.raw(
      `CREATE UNIQUE INDEX threads_pair_job_idx ON threads (user_a_id, user_b_id, (coalesce(job_id, '00000000-0000-0000-0000-000000000000'::uuid)))`
    )

    this.schema.createTable('thread_participants', (table) => {
      table.uuid('thread_id').notNullable().references('id').inTable('threads').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('other_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('last_message_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('last_read_at', { useTz: true, precision: 3 }).nullable()
      table.integer('unread_count').notNullable().defaultTo(0)
      table.timestamp('archived_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('deleted_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('cleared_at', { useTz: true, precision: 3 }).nullable()
      table.primary(['thread_id', 'user_id'])
    })
    // A user's thread list, newest activity first (keyset on last_message_at, thread_id).
    this.schema.raw(
      `CREATE INDEX thread_participants_list_idx ON thread_participants (user_id, last_message_at DESC, thread_id DESC) WHERE deleted_at IS NULL`
    )
    // The unread badge: the user's threads that have unread messages.
    this.schema.raw(
      `CREATE INDEX thread_participants_unread_idx ON thread_participants (user_id) INCLUDE (unread_count) WHERE unread_count > 0 AND deleted_at IS NULL`
    )

    this.schema.createTable('messages', (table) => {
      table.uuid('id').primary()
      table.uuid('thread_id').notNullable().references('id').inTable('threads').onDelete('CASCADE')
      table.uuid('sender_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('content').notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`CREATE INDEX messages_thread_idx ON messages (thread_id, created_at DESC, id DESC)`)

    this.schema.createTable('connections', (table) => {
      table.uuid('id').primary()
      table.uuid('requester_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('target_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('note', 300).nullable()
      table.timestamp('responded_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE connections ADD CONSTRAINT connections_status_check CHECK (status IN ('pending', 'accepted', 'declined'))`
    )
    this.schema.raw(
      `ALTER TABLE connections ADD CONSTRAINT connections_not_self_check CHECK (requester_id <> target_id)`
    )
    // One connection per pair, whichever side asked.
    this.schema.raw(
      `CREATE UNIQUE INDEX connections_pair_idx ON connections (least(requester_id, target_id), greatest(requester_id, target_id))`
    )
    this.schema.raw(`CREATE INDEX connections_target_idx ON connections (target_id, status)`)
    this.schema.raw(`CREATE INDEX connections_requester_idx ON connections (requester_id, status)`)

    this.schema.createTable('user_blocks', (table) => {
      table.uuid('blocker_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('blocked_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.primary(['blocker_id', 'blocked_id'])
    })
  }

  async down() {
    this.schema.dropTable('user_blocks')
    this.schema.dropTable('connections')
    this.schema.dropTable('messages')
    this.schema.dropTable('thread_participants')
    this.schema.dropTable('threads')
  }
}
