import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Comments and replies (part 2 §3 "post_comments"). The author's delete
 * sets `deleted_at` (hidden, restorable by moderators); moderation hides
 * with `is_hidden`; the post author's or an admin's delete removes the row
 * and its replies.
 */
export default class extends BaseSchema {
  protected tableName = 'post_comments'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.uuid('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('content').notNullable()
      table.uuid('parent_comment_id').nullable().references('id').inTable('post_comments').onDelete('CASCADE')
      table.jsonb('mentions').notNullable().defaultTo('[]')
      table.integer('likes_count').notNullable().defaultTo(0)
      table.integer('celebrate_count').notNullable().defaultTo(0)
      table.integer('insightful_count').notNullable().defaultTo(0)
      table.integer('curious_count').notNullable().defaultTo(0)
      table.integer('replies_count').notNullable().defaultTo(0)
      table.boolean('is_edited').notNullable().defaultTo(false)
      table.timestamp('edited_at', { useTz: true, precision: 3 }).nullable()
      table.boolean('is_reported').notNullable().defaultTo(false)
      table.boolean('is_hidden').notNullable().defaultTo(false)
      table.timestamp('deleted_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    // A post's visible comments in order (keyset on created_at, id).
    this.schema.raw(
      `CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at, id) WHERE deleted_at IS NULL AND is_hidden = false`
    )
    this.schema.raw(
      `CREATE INDEX post_comments_parent_idx ON post_comments (parent_comment_id) WHERE parent_comment_id IS NOT NULL`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
