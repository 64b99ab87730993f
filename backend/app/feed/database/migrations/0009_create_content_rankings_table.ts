import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The feed's ranking read model (part 2 §3 "content_rankings"), one row
 * per post, rewritten whenever the post or its engagement changes:
 *
 * - freshness_score: the post's creation time in hours since the epoch;
 * - engagement_score: weighted likes, comments, reposts, shares and saves;
 * - quality_score: content_quality.quality_score;
 * - final_score: freshness + engagement and quality bonuses, in hours.
 *
 * final_score does not decay with the clock (only engagement moves it), so
 * it can be indexed and paged with a keyset cursor. `is_visible` (neither
 * archived nor deleted), `author_id` and `created_at` are copied from the
 * post so every feed reads this table alone through its indexes.
 */
export default class extends BaseSchema {
  protected tableName = 'content_rankings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('post_id').primary().references('id').inTable('posts').onDelete('CASCADE')
      table.uuid('author_id').notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.boolean('is_visible').notNullable().defaultTo(true)
      table.double('freshness_score').notNullable()
      table.double('engagement_score').notNullable().defaultTo(0)
      table.integer('quality_score').notNullable().defaultTo(50)
      table.double('final_score').notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `CREATE INDEX content_rankings_final_idx ON content_rankings (final_score, post_id) WHERE is_visible`
    )
    this.schema.raw(
      `CREATE INDEX content_rankings_author_final_idx ON content_rankings (author_id, final_score, post_id) WHERE is_visible`
    )
    this.schema.raw(
      `CREATE INDEX content_rankings_created_idx ON content_rankings (created_at, post_id) WHERE is_visible`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
