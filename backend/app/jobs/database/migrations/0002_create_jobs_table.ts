import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Jobs (part 2 §3 "jobs"). Derived at write time and stored so every
 * filter and sort runs in PostgreSQL: experience_level (inferred from the
 * requirements), hourly_rate (the pay per hour), is_remote, company_name
 * (kept in step by the company's rename, for full text) and is_priority
 * (the company is a founding employer: placed first). `search_vector` is
 * generated; `location` has a trigram index for forgiving city matches.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('jobs', (table) => {
      table.uuid('id').primary()
      table.uuid('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE')
      table.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('company_name', 100).notNullable()
      table.string('title', 100).notNullable()
      table.text('description').notNullable()
      table.text('requirements').notNullable().defaultTo('')
      table.string('category', 100).notNullable()
      table.decimal('pay_rate', 10, 2).notNullable()
      table.string('pay_unit', 10).notNullable()
      table.decimal('hourly_rate', 12, 2).notNullable()
      table.string('total_comp', 3).nullable()
      table.string('schedule', 20).notNullable()
      table.string('location', 100).notNullable()
      table.string('state', 50).notNullable()
      table.string('country', 50).notNullable()
      table.string('zip_code', 10).notNullable()
      table.boolean('is_remote').notNullable().defaultTo(false)
      table.string('experience_level', 20).notNullable()
      table.specificType('benefits', 'text[]').notNullable().defaultTo('{}')
      table.string('status', 10).notNullable().defaultTo('active')
      table.boolean('is_urgent').notNullable().defaultTo(false)
      table.boolean('is_hiring_now').notNullable().defaultTo(false)
      table.boolean('is_priority').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('active', 'paused'))`)
    this.schema.raw(
      `ALTER TABLE jobs ADD CONSTRAINT jobs_pay_unit_check CHECK (pay_unit IN ('hr', 'day', 'week', 'month', 'year'))`
    )
    this.schema.raw(`
      ALTER TABLE jobs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(company_name, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(requirements, '')), 'D')
      ) STORED`)
    this.schema.raw(`CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector)`)
    this.schema.raw(`CREATE INDEX jobs_location_trgm_idx ON jobs USING gin (lower(location) gin_trgm_ops)`)
    this.schema.raw(`CREATE INDEX jobs_state_trgm_idx ON jobs USING gin (lower(state) gin_trgm_ops)`)
    // Keyset orders of the browse: newest and pay, founding employers first.
    this.schema.raw(
      `CREATE INDEX jobs_active_newest_idx ON jobs (is_priority DESC, created_at DESC, id DESC) WHERE status = 'active'`
    )
    this.schema.raw(
      `CREATE INDEX jobs_active_pay_idx ON jobs (is_priority DESC, hourly_rate DESC, id DESC) WHERE status = 'active'`
    )
    this.schema.raw(`CREATE INDEX jobs_company_idx ON jobs (company_id, created_at DESC)`)
    this.schema.raw(`CREATE INDEX jobs_benefits_idx ON jobs USING gin (benefits)`)
    this.schema.raw(`CREATE INDEX jobs_zip_idx ON jobs (zip_code text_pattern_ops)`)
  }

  async down() {
    this.schema.dropTable('jobs')
  }
}
