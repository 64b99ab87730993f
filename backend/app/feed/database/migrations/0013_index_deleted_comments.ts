import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The moderators' list of soft-deleted comments (GET /api/comments/deleted)
 * reads them newest deletion first; a partial index keeps it off the rest.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX post_comments_deleted_idx ON post_comments (deleted_at DESC, id DESC) WHERE deleted_at IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS post_comments_deleted_idx`)
  }
}
