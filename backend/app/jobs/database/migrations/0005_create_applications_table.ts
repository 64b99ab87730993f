import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Applications (part 2 §3 "applications") and what hangs on
 * them:
 * - `resume_uploads`: a résumé a candidate uploaded (private disk key,
 *   original name, type, size). An application points at one; nothing of it
 *   is ever public.
 * - `applications`: one per candidate and job (unique), in one pipeline
 *   applied → viewed → interview → offer → hired, rejected from any state
 *   before hired. `status_changed_at` is when it last moved;
 *   `first_response_at` when it first left applied (the company's response
 *   time); `overdue_notified_at` when the candidate was told no one
 *   answered within the deadline (once).
 * - `application_status_changes`: every move (from, to, who, when), the
 *   candidate's timeline and the company's response figures.
 * - `jobs.applicant_count`: kept in step by apply and withdraw in the same
 *   transaction (a browse reads it, never counts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('resume_uploads', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('key', 255).notNullable().unique()
      table.string('original_name', 255).notNullable()
      table.string('mime', 100).notNullable()
      table.integer('size').notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`CREATE INDEX resume_uploads_user_idx ON resume_uploads (user_id, created_at DESC)`)

    this.schema.createTable('applications', (table) => {
      table.uuid('id').primary()
      table.uuid('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('status', 12).notNullable().defaultTo('applied')
      table.text('cover_letter').notNullable()
      table.specificType('selected_skills', 'text[]').notNullable().defaultTo('{}')
      table.specificType('selected_availability', 'text[]').notNullable().defaultTo('{}')
      table.boolean('is_eighteen_or_older').notNullable()
      table.boolean('is_authorized_to_work').notNullable()
      table.boolean('does_not_require_sponsorship').notNullable()
      table.uuid('resume_upload_id').nullable().references('id').inTable('resume_uploads').onDelete('SET NULL')
      table.integer('score').notNullable().defaultTo(0)
      table.timestamp('status_changed_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('first_response_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('overdue_notified_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['job_id', 'user_id'])
    })
    this.schema.raw(
      `ALTER TABLE applications ADD CONSTRAINT applications_status_check
         CHECK (status IN ('applied', 'viewed', 'interview', 'offer', 'hired', 'rejected'))`
    )
    this.schema.raw(`CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC, id DESC)`)
    this.schema.raw(`CREATE INDEX applications_job_idx ON applications (job_id, created_at DESC, id DESC)`)
    // The response-deadline sweep: applications still waiting, oldest first.
    this.schema.raw(
      `CREATE INDEX applications_waiting_idx ON applications (created_at) WHERE status = 'applied' AND overdue_notified_at IS NULL`
    )

    this.schema.createTable('application_status_changes', (table) => {
      table.uuid('id').primary()
      table.uuid('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE')
      table.string('from_status', 12).nullable()
      table.string('to_status', 12).notNullable()
      table.uuid('changed_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `CREATE INDEX application_status_changes_app_idx ON application_status_changes (application_id, created_at)`
    )

    this.schema.alterTable('jobs', (table) => {
      table.integer('applicant_count').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('jobs', (table) => {
      table.dropColumn('applicant_count')
    })
    this.schema.dropTable('application_status_changes')
    this.schema.dropTable('applications')
    this.schema.dropTable('resume_uploads')
  }
}
