import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One-time codes sent by e-mail (part 2 §3 otp_tokens): password reset and
 * sign-in confirmation. Only an HMAC of the code is stored; a code dies
 * after max_attempts tries, at expires_at, or once used.
 */
export default class extends BaseSchema {
  protected tableName = 'otp_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.string('email', 255).notNullable()
      table.string('hashed_code', 64).notNullable()
      table.string('method', 20).notNullable().defaultTo('email')
      table.string('purpose', 30).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(3)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.boolean('used').notNullable().defaultTo(false)
      table.timestamp('used_at', { useTz: true }).nullable()
      table.string('ip_address', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['email', 'purpose'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
