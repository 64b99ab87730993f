import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Single-use e-mail verification links (part 2 §3). `token` holds the
 * SHA-256 of the random token sent by e-mail, never the token itself;
 * `email` is the address being verified (the account's, or a new one the
 * user asked to switch to).
 */
export default class extends BaseSchema {
  protected tableName = 'email_verification_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('token', 64).notNullable().unique()
      table.string('email', 255).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
