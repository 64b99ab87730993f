import { BaseSchema } from '@adonisjs/lucid/schema'

/** The account security audit trail (part 2 §3 security_events). */
export default class extends BaseSchema {
  protected tableName = 'security_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('type', 40).notNullable()
      table.string('severity', 10).notNullable()
      table.string('user_email', 255).nullable()
      table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('ip_address', 64).nullable()
      table.text('user_agent').nullable()
      table.string('device_fingerprint', 64).nullable()
      table.jsonb('details').nullable()
      table.integer('risk_score').nullable()
      table.string('country_code', 2).nullable()
      table.string('session_id', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['type', 'created_at'])
    })
    this.schema.raw(
      `ALTER TABLE security_events ADD CONSTRAINT security_events_severity_check CHECK (severity IN ('info', 'low', 'medium', 'high'))`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
