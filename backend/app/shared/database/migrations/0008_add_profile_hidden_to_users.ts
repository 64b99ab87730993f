import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: a profile rejected by a moderator (or held by
 * screening) is hidden: other members get "not found" for it and people
 * search leaves it out; its owner still sees and edits it. A moderator's
 * approval or a reversed decision shows it again. The auth module sets it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE users ADD COLUMN IF NOT EXISTS profile_hidden boolean NOT NULL DEFAULT false`)
  }

  async down() {
    this.schema.raw(`ALTER TABLE users DROP COLUMN IF EXISTS profile_hidden`)
  }
}
