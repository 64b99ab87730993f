import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Devices an account has proven (by signing up on it or by an e-mailed
 * code). `fingerprint` is SHA-256(user id + ':' + the client's fingerprint),
 * so the same browser is a different row for each account.
 */
export default class extends BaseSchema {
  protected tableName = 'device_fingerprints'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('fingerprint', 64).notNullable().unique()
      table.string('ip_address', 64).nullable()
      table.text('user_agent').nullable()
      table.jsonb('browser_details').nullable()
      table.integer('trust_score').notNullable().defaultTo(50)
      table.timestamp('last_seen', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
