import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The `Idempotency-Key`s of members' writes (draft-ietf-httpapi-idempotency-key-header), one row per member and
 * key: the fingerprint of the first request, and once it is answered, the answer replayed to its retries. A row
 * whose `status_code` is null is a request still being processed (`locked_at` says since when). Kept in
 * PostgreSQL, beside the rows the writes add: every instance sees the same keys, they survive a Redis restart,
 * and the embedded database needs nothing more.
 */
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('key', 255).notNullable()
      table.string('fingerprint', 64).notNullable()
      table.integer('status_code').nullable()
      table.text('response_body').nullable()
      table.timestamp('locked_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable()
      table.primary(['user_id', 'key'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
