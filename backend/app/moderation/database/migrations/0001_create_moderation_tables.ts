import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Moderation (part 2 §3 "Moderation" and the stored entities):
 * - `moderation_items`: the one queue. One open item (pending or escalated)
 *   per reported or screened thing (content_type, content_id): further
 *   reports merge into it (`report_count`). `content` is the text as it was
 *   when flagged; `hidden` says whether the owning module was told to hide it
 *   (a held screening hit, or a rejection).
 * - `moderation_reports`: who reported an item (one per reporter), to tell
 *   them the outcome.
 * - `moderation_actions`: every decision (who, when, why, restriction).
 * - `compliance_violations`: a rejected item's violation against its author
 *   (the strike, expiring after 90 days), acknowledged or appealed once
 *   (`violation_acknowledgments`).
 * - `account_actions`: restrictions and bans, with their end and reversal.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('moderation_items', (table) => {
      table.uuid('id').primary()
      table.string('content_type', 10).notNullable()
      table.uuid('content_id').notNullable()
      table.uuid('author_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('severity', 10).notNullable()
      table.decimal('confidence', 5, 4).notNullable()
      table.jsonb('categories').notNullable().defaultTo('[]')
      table.text('reason').notNullable().defaultTo('')
      table.text('content').notNullable().defaultTo('')
      table.string('image_url', 500).nullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('source', 10).notNullable()
      table.integer('report_count').notNullable().defaultTo(0)
      table.boolean('hidden').notNullable().defaultTo(false)
      table.timestamp('flagged_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('decided_at', { useTz: true, precision: 3 }).nullable()
      table.uuid('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_type_check CHECK (content_type IN ('post', 'comment', 'job', 'message', 'profile'))`
    )
    this.schema.raw(
      `ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_severity_check CHECK (severity IN ('critical', 'high', 'medium', 'low'))`
    )
    this.schema.raw(
      `ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'escalated'))`
    )
    this.schema.raw(
      `ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_source_check CHECK (source IN ('report', 'screening', 'appeal'))`
    )
    this.schema.raw(
      `ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_confidence_check CHECK (confidence BETWEEN 0 AND 1)`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX moderation_items_open_idx ON moderation_items (content_type, content_id) WHERE status IN ('pending', 'escalated')`
    )
    this.schema.raw(`CREATE INDEX moderation_items_queue_idx ON moderation_items (status, flagged_at)`)
    this.schema.raw(`CREATE INDEX moderation_items_author_idx ON moderation_items (author_id)`)

    this.schema.createTable('moderation_reports', (table) => {
      table.uuid('id').primary()
      table.uuid('item_id').notNullable().references('id').inTable('moderation_items').onDelete('CASCADE')
      table.uuid('reporter_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('reason').nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['item_id', 'reporter_id'])
    })

    this.schema.createTable('moderation_actions', (table) => {
      table.uuid('id').primary()
      table.uuid('item_id').notNullable().references('id').inTable('moderation_items').onDelete('CASCADE')
      table.string('action', 10).notNullable()
      table.text('reason').notNullable()
      table.uuid('admin_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.boolean('restrict_user').notNullable().defaultTo(false)
      table.integer('restrict_days').nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action IN ('approve', 'reject', 'escalate', 'reverse'))`
    )
    this.schema.raw(`CREATE INDEX moderation_actions_item_idx ON moderation_actions (item_id, created_at)`)

    this.schema.createTable('compliance_violations', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('content_id').notNullable()
      table.string('content_type', 10).notNullable()
      table.string('guideline_section', 40).notNullable()
      table.string('violation_type', 40).notNullable()
      table.string('severity', 10).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.decimal('ai_confidence', 5, 4).nullable()
      table.uuid('moderation_result_id').nullable().references('id').inTable('moderation_items').onDelete('SET NULL')
      table.string('detected_by', 20).notNullable()
      table.string('status', 30).notNullable().defaultTo('pending_acknowledgment')
      table.string('priority', 10).notNullable().defaultTo('medium')
      table.jsonb('risk_scores').nullable()
      table.jsonb('evidence').nullable()
      table.timestamp('strike_expires_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('appeal_deadline', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`CREATE INDEX compliance_violations_user_idx ON compliance_violations (user_id, created_at DESC)`)

    this.schema.createTable('violation_acknowledgments', (table) => {
      table.uuid('id').primary()
      table.uuid('violation_id').notNullable().references('id').inTable('compliance_violations').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('acknowledged_at', { useTz: true, precision: 3 }).notNullable()
      table.string('acknowledgment_type', 20).notNullable()
      table.text('user_response').nullable()
      table.boolean('guidelines_presented').notNullable().defaultTo(true)
      table.boolean('agreed_to_review').notNullable().defaultTo(false)
      table.boolean('requested_appeal').notNullable().defaultTo(false)
      table.text('appeal_reason').nullable()
      table.unique(['violation_id'])
    })

    this.schema.createTable('account_actions', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('violation_id').nullable().references('id').inTable('compliance_violations').onDelete('SET NULL')
      table.uuid('report_id').nullable().references('id').inTable('moderation_items').onDelete('SET NULL')
      table.string('action_type', 20).notNullable()
      table.string('severity', 10).notNullable()
      table.text('reason').notNullable()
      table.timestamp('start_date', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('end_date', { useTz: true, precision: 3 }).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.jsonb('restrictions').notNullable().defaultTo('[]')
      table.uuid('applied_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('applied_at', { useTz: true, precision: 3 }).notNullable()
      table.boolean('can_appeal').notNullable().defaultTo(true)
      table.timestamp('appeal_deadline', { useTz: true, precision: 3 }).nullable()
      table.timestamp('reversed_at', { useTz: true, precision: 3 }).nullable()
      table.uuid('reversed_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('reversal_reason').nullable()
    })
    this.schema.raw(
      `ALTER TABLE account_actions ADD CONSTRAINT account_actions_type_check CHECK (action_type IN ('restriction', 'ban'))`
    )
    this.schema.raw(`CREATE INDEX account_actions_active_idx ON account_actions (user_id) WHERE is_active`)
  }

  async down() {
    this.schema.dropTable('account_actions')
    this.schema.dropTable('violation_acknowledgments')
    this.schema.dropTable('compliance_violations')
    this.schema.dropTable('moderation_actions')
    this.schema.dropTable('moderation_reports')
    this.schema.dropTable('moderation_items')
  }
}
