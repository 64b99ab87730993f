import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: a message rejected by a moderator (or held by
 * screening) is hidden from its recipient; its sender still sees it. A
 * moderator's approval or a reversed decision shows it again.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('messages', (table) => {
      table.boolean('moderation_hidden').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('messages', (table) => {
      table.dropColumn('moderation_hidden')
    })
  }
}
