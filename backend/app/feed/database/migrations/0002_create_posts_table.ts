import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Posts made of blocks (part 2 §3 "posts"). `content`, `hashtags`,
 * `mentions` and the media columns are derived from `blocks` at write time.
 * Counters are kept exact by the feed actions (row lock + increments);
 * `reaction_counts` holds the count per reaction type. Deleting is a
 * tombstone (`deleted_at`): reports and moderation keep their subject.
 * Timestamps have millisecond precision so keyset cursors survive a round
 * trip through JavaScript dates.
 */
export default class extends BaseSchema {
  protected tableName = 'posts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.jsonb('blocks').notNullable().defaultTo('[]')
      table.text('content').notNullable().defaultTo('')
      table.jsonb('hashtags').notNullable().defaultTo('[]')
      table.jsonb('mentions').notNullable().defaultTo('[]')
      table.string('media_type', 10).nullable()
      table.text('media_url').nullable()
      table.text('media_preview').nullable()
      table.string('media_title', 500).nullable()
      table.text('media_description').nullable()
      table.jsonb('media_files').notNullable().defaultTo('[]')
      table.boolean('is_sponsored').notNullable().defaultTo(false)
      table.integer('likes_count').notNullable().defaultTo(0)
      table.integer('comments_count').notNullable().defaultTo(0)
      table.integer('reposts_count').notNullable().defaultTo(0)
      table.integer('shares_count').notNullable().defaultTo(0)
      table.jsonb('reaction_counts').notNullable().defaultTo('{}')
      table.boolean('is_archived').notNullable().defaultTo(false)
      table.timestamp('archived_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('deleted_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('edited_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE posts ADD CONSTRAINT posts_media_type_check CHECK (media_type IN ('job', 'link', 'image', 'video'))`
    )
    this.schema.raw(
      `ALTER TABLE posts ADD CONSTRAINT posts_counts_check CHECK (likes_count >= 0 AND comments_count >= 0 AND reposts_count >= 0 AND shares_count >= 0)`
    )
    // The author's own posts (archived list, "own posts" ranking boost).
    this.schema.raw(
      `CREATE INDEX posts_author_created_idx ON posts (author_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
