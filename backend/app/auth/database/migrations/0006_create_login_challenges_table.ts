import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Proof-of-work challenges handed to risky sign-ins: random, bound to the
 * address that asked, single use, expiring after 5 minutes.
 */
export default class extends BaseSchema {
  protected tableName = 'login_challenges'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.string('challenge', 64).notNullable()
      table.integer('difficulty').notNullable()
      table.string('email', 255).notNullable()
      table.string('ip_address', 64).nullable()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
