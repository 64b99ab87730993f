import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The one-line professional headline shown under an author's name (part 1
 * §3 "Post.author.headline") and searched by people search. The users table
 * is changed only by shared migrations (this folder), whichever modules are
 * enabled.
 *
 * Idempotent: databases migrated before the table had one owner got this
 * column from the feed's 0001_add_headline_to_users or the search module's
 * 0001_add_people_search_to_users (both kept, emptied, because their names
 * are recorded); there this is a no-op, so a fresh and an existing database
 * end the same. Not rolled back: it holds user data.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE users ADD COLUMN IF NOT EXISTS headline varchar(220)`)
  }

  async down() {}
}
