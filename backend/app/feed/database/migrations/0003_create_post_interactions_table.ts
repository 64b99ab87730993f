import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per user, post and kind of interaction (part 2 §3
 * "post_interactions"): `reaction` (with the chosen reaction type),
 * `repost`, `bookmark`, `share` and `view` (unique viewers).
 */
export default class extends BaseSchema {
  protected tableName = 'post_interactions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 16).notNullable()
      table.string('reaction', 16).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['post_id', 'user_id', 'type'])
    })
    this.schema.raw(
      `ALTER TABLE post_interactions ADD CONSTRAINT post_interactions_type_check CHECK (type IN ('reaction', 'repost', 'bookmark', 'share', 'view'))`
    )
    this.schema.raw(
      `ALTER TABLE post_interactions ADD CONSTRAINT post_interactions_reaction_check CHECK ((type = 'reaction') = (reaction IS NOT NULL) AND (reaction IS NULL OR reaction IN ('like', 'love', 'celebrate', 'insightful', 'support')))`
    )
    // A reader's bookmarks, newest first (keyset on created_at, post_id).
    this.schema.raw(
      `CREATE INDEX post_interactions_user_type_idx ON post_interactions (user_id, type, created_at DESC, post_id DESC)`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
