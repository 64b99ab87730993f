import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every sign-in attempt that passed input validation (part 2 §3), with its
 * behaviour score and outcome; recent failures per account and per address
 * decide whether the next attempt must solve a proof-of-work challenge.
 */
export default class extends BaseSchema {
  protected tableName = 'security_attempts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('ip_address', 64).notNullable()
      table.text('user_agent').nullable()
      /** SHA-256 of the client's device fingerprint string. */
      table.string('device_fingerprint', 64).nullable()
      table.string('attempt_type', 20).notNullable()
      table.boolean('success').notNullable()
      /** success | invalid_credentials | challenge_required | challenge_failed | mfa_required | mfa_failed */
      table.string('outcome', 30).notNullable()
      table.integer('risk_score').notNullable()
      table.string('challenge_type', 20).nullable()
      table.jsonb('behavior_metrics').nullable()
      table.string('user_email', 255).nullable()
      table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_email', 'created_at'])
      table.index(['ip_address', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
