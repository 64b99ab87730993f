import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Emptied: the users table is changed only by shared migrations; `headline`
 * is added by app/shared/database/migrations/0005_add_headline_to_users.
 * Kept because databases migrated before record this name, and Lucid
 * refuses to run when a recorded migration file is missing.
 */
export default class extends BaseSchema {
  async up() {}

  async down() {}
}
