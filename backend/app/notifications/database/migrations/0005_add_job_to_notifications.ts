import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The job a notification is about (part 1 §3 "optional job"): `{ id, title, company }` as the event that caused it
 * named it, so the list shows and opens the job without reading the jobs module's tables.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notifications', (table) => {
      table.jsonb('job').nullable()
    })
  }

  async down() {
    this.schema.alterTable('notifications', (table) => {
      table.dropColumn('job')
    })
  }
}
