import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: a post hidden by a moderator's rejection (or a
 * held screening hit) is gone for everyone but its author, like an archived
 * post, until a moderator approves it (comments already have `is_hidden`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('posts', (table) => {
      table.boolean('is_hidden').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('posts', (table) => {
      table.dropColumn('is_hidden')
    })
  }
}
