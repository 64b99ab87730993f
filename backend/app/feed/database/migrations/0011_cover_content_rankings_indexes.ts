import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The feed walks content_rankings through these indexes; with the columns
 * it filters on included, each walk is an index-only scan (measured with
 * the feed benchmark: the intelligent page from ~7 ms to ~1 ms, a week of
 * trending from ~100 ms to ~3 ms of database time on 100,000 posts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_final_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_author_final_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_created_idx`)
    this.schema.raw(
      `CREATE INDEX content_rankings_final_idx ON content_rankings (final_score, post_id)
         INCLUDE (author_id, created_at, quality_score) WHERE is_visible`
    )
    this.schema.raw(
      `CREATE INDEX content_rankings_author_final_idx ON content_rankings (author_id, final_score, post_id)
         INCLUDE (created_at, quality_score) WHERE is_visible`
    )
    this.schema.raw(
      `CREATE INDEX content_rankings_created_idx ON content_rankings (created_at, post_id)
         INCLUDE (engagement_score, quality_score) WHERE is_visible`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_final_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_author_final_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS content_rankings_created_idx`)
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
}
