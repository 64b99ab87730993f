import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reports of posts and comments, waiting for moderation (status starts
 * 'pending'; the moderation module reads and resolves them). One report
 * per reporter and item.
 */
export default class extends BaseSchema {
  protected tableName = 'content_reports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.string('content_type', 16).notNullable()
      table.uuid('content_id').notNullable()
      table.uuid('reporter_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('content_author_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('reason', 500).nullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['content_type', 'content_id', 'reporter_id'])
    })
    this.schema.raw(
      `ALTER TABLE content_reports ADD CONSTRAINT content_reports_content_type_check CHECK (content_type IN ('post', 'comment'))`
    )
    this.schema.raw(`CREATE INDEX content_reports_status_idx ON content_reports (status, created_at)`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
