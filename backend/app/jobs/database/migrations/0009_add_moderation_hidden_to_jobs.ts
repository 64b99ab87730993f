import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation: a job rejected by a moderator (or held by
 * screening) is paused, and `moderation_hidden` says so: its owner cannot
 * reactivate it, and a moderator's approval makes it active again.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('jobs', (table) => {
      table.boolean('moderation_hidden').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('jobs', (table) => {
      table.dropColumn('moderation_hidden')
    })
  }
}
