import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The Founding Employer #N an employer carries (part 1 §1: the badge shows next to
 * their name in the feed). The jobs module sets it in the transaction that numbers
 * their company; the feed reads it with the author's other columns, so the badge
 * needs no join into another module's tables and the feed works with jobs turned off.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE users ADD COLUMN IF NOT EXISTS founding_employer_number smallint`)
  }

  async down() {
    this.schema.raw(`ALTER TABLE users DROP COLUMN IF EXISTS founding_employer_number`)
  }
}
