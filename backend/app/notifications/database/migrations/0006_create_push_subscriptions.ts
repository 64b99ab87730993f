import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Web Push: one row per device (the push service's endpoint) and member, and
 * the member's choice per kind of push. A kind without a row is on.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('push_subscriptions', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('endpoint').notNullable().unique()
      table.text('p256dh').notNullable()
      table.text('auth').notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.index(['user_id'])
    })
    this.schema.createTable('notification_preferences', (table) => {
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 32).notNullable()
      table.boolean('enabled').notNullable()
      table.primary(['user_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable('notification_preferences')
    this.schema.dropTable('push_subscriptions')
  }
}
