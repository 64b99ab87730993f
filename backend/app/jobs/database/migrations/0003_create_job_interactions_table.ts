import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Saves, likes (part 2 §3 "job_interactions") and reports of jobs. A
 * report waits for moderation (status 'pending'), one per reporter and job.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('job_interactions', (table) => {
      table.uuid('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 10).notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.primary(['user_id', 'type', 'job_id'])
    })
    this.schema.raw(
      `ALTER TABLE job_interactions ADD CONSTRAINT job_interactions_type_check CHECK (type IN ('save', 'like'))`
    )
    this.schema.raw(`CREATE INDEX job_interactions_job_idx ON job_interactions (job_id)`)

    this.schema.createTable('job_reports', (table) => {
      table.uuid('id').primary()
      table.uuid('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE')
      table.uuid('reporter_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('reason', 500).nullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['job_id', 'reporter_id'])
    })
    this.schema.raw(`CREATE INDEX job_reports_status_idx ON job_reports (status, created_at)`)
  }

  async down() {
    this.schema.dropTable('job_reports')
    this.schema.dropTable('job_interactions')
  }
}
