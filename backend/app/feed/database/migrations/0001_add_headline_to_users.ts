import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The one-line professional headline shown under an author's name (part 1
 * §3 "Post.author.headline"). A profile field of the shared users table:
 * the search module adds it the same way (IF NOT EXISTS) so either module
 * works without the other. Neither rolls it back: it holds user data and
 * the other module may still index it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE users ADD COLUMN IF NOT EXISTS headline varchar(220)`)
  }

  async down() {}
}
