import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `moderation_job_labels`: what the job-scam model saw of a job in the queue
 * (the posting as the model reads it, its probability, the job's status
 * before it was held), and the admin's decision as a label (`fraudulent`:
 * true on reject, false on approve, null while undecided). One row per queue
 * item; exported by `moderation:export-job-labels` for the training script.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('moderation_job_labels', (table) => {
      table.uuid('id').primary()
      table.uuid('item_id').notNullable().unique().references('id').inTable('moderation_items').onDelete('CASCADE')
      table.uuid('job_id').notNullable()
      table.jsonb('posting').notNullable()
      table.decimal('probability', 5, 4).nullable()
      table.string('job_status', 10).nullable()
      table.boolean('fraudulent').nullable()
      table.uuid('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('decided_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.index(['fraudulent', 'decided_at'])
    })
  }

  async down() {
    this.schema.dropTable('moderation_job_labels')
  }
}
