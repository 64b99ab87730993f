import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: why a post is hidden, in the guidelines' words ('Job scams'), so its author is told; cleared when a
 * moderator brings the post back.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('posts', (table) => {
      table.text('held_reason').nullable()
    })
  }

  async down() {
    this.schema.alterTable('posts', (table) => {
      table.dropColumn('held_reason')
    })
  }
}
