import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * commentsCount and repliesCount count visible comments only (neither
 * deleted nor hidden by moderation). Both are set from the rows, so every
 * post's counts agree with its comment list.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `UPDATE posts p SET comments_count = coalesce(
         (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id AND c.deleted_at IS NULL AND NOT c.is_hidden), 0)`
    )
    this.schema.raw(
      `UPDATE post_comments parent SET replies_count = coalesce(
         (SELECT count(*) FROM post_comments c
           WHERE c.parent_comment_id = parent.id AND c.deleted_at IS NULL AND NOT c.is_hidden), 0)`
    )
  }

  /** The counts stay right as they are: nothing to undo. */
  async down() {}
}
