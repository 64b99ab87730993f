import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Engagement a post gets beyond its own counters (part 2 §3
 * "post_engagement"): unique viewers of the post page and bookmarks
 * (saves). Likes, comments, reposts and shares are counted on `posts`.
 */
export default class extends BaseSchema {
  protected tableName = 'post_engagement'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('post_id').primary().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('views').notNullable().defaultTo(0)
      table.integer('saves').notNullable().defaultTo(0)
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
