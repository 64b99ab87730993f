import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Companies (part 2 §3 "Company"), one per owner. Size and industry use the
 * filter vocabularies of part 2 §5. The founding programme numbers the first
 * 100 companies exactly once each: `early_bird_tracking` holds one counter
 * row, incremented under its row lock in the transaction that inserts the
 * company, and the unique index on `founding_employer_number` refuses any
 * repeat. A rolled-back creation gives its number back with the counter.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
    this.schema.createTable('companies', (table) => {
      table.uuid('id').primary()
      table.uuid('owner_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('logo').nullable()
      table.string('size', 20).nullable()
      table.string('industry', 40).nullable()
      table.string('website', 300).nullable()
      table.boolean('verified').notNullable().defaultTo(false)
      table.jsonb('locations').notNullable().defaultTo('[]')
      table.boolean('is_founding_employer').notNullable().defaultTo(false)
      table.integer('founding_employer_number').nullable().unique()
      table.boolean('has_lifetime_priority_placement').notNullable().defaultTo(false)
      table.string('subscription_tier', 20).notNullable().defaultTo('regular')
      table.decimal('locked_monthly_rate', 8, 2).nullable()
      table.timestamp('early_bird_signup_date', { useTz: true, precision: 3 }).nullable()
      table.timestamp('free_trial_ends_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE companies ADD CONSTRAINT companies_founding_number_check CHECK (founding_employer_number BETWEEN 1 AND 100)`
    )
    this.schema.raw(`CREATE INDEX companies_name_trgm_idx ON companies USING gin (lower(name) gin_trgm_ops)`)
    this.schema.raw(
      `CREATE INDEX companies_founding_idx ON companies (founding_employer_number) WHERE founding_employer_number IS NOT NULL`
    )

    this.schema.createTable('early_bird_tracking', (table) => {
      table.integer('id').primary()
      table.integer('total_founding_employers').notNullable().defaultTo(0)
      table.boolean('program_active').notNullable().defaultTo(true)
      table.integer('max_founding_employers').notNullable().defaultTo(100)
      table.timestamp('program_start_date', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('last_updated', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`ALTER TABLE early_bird_tracking ADD CONSTRAINT early_bird_tracking_one_row CHECK (id = 1)`)
    this.schema.raw(
      `ALTER TABLE early_bird_tracking ADD CONSTRAINT early_bird_tracking_count_check CHECK (total_founding_employers BETWEEN 0 AND max_founding_employers)`
    )
    this.defer(async (db) => {
      const now = new Date()
      await db.table('early_bird_tracking').insert({
        id: 1,
        total_founding_employers: 0,
        program_active: true,
        max_founding_employers: 100,
        program_start_date: now,
        last_updated: now,
      })
    })
  }

  async down() {
    this.schema.dropTable('early_bird_tracking')
    this.schema.dropTable('companies')
  }
}
