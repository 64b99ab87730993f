import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What an employer tells about the company, and the job's stated level:
 * - `companies.headquarters`: where the company is based (free text, like a
 *   job's city), shown next to its name so two companies of the same name
 *   can be told apart.
 * - `companies.domain_verified`: the owner's verified work e-mail is on the
 *   registrable domain of the company's website (checked whenever the
 *   company is saved); independent of an admin's `verified`.
 * - `jobs.experience_level_stated`: the employer chose the level in the
 *   wizard; otherwise it is inferred from the requirements as before. The
 *   level grows to 30 characters for 'No Experience Required'; the generated
 *   `filter_terms` column reads it, so it is made again around the change.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.string('headquarters', 100).nullable()
      table.boolean('domain_verified').notNullable().defaultTo(false)
    })
    this.schema.alterTable('jobs', (table) => {
      table.boolean('experience_level_stated').notNullable().defaultTo(false)
    })
    this.#withoutFilterTerms(`ALTER TABLE jobs ALTER COLUMN experience_level TYPE varchar(30)`)
  }

  async down() {
    this.#withoutFilterTerms(
      `UPDATE jobs SET experience_level = 'Entry Level' WHERE length(experience_level) > 20;
       ALTER TABLE jobs ALTER COLUMN experience_level TYPE varchar(20)`
    )
    this.schema.alterTable('jobs', (table) => {
      table.dropColumn('experience_level_stated')
    })
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('domain_verified')
      table.dropColumn('headquarters')
    })
  }

  /** A column a generated column reads cannot change type: the generated column (and its index) is made again. */
  #withoutFilterTerms(statement: string) {
    this.schema.raw(`ALTER TABLE jobs DROP COLUMN filter_terms`)
    this.schema.raw(statement)
    this.schema.raw(
      `ALTER TABLE jobs ADD COLUMN filter_terms text[] GENERATED ALWAYS AS (
        job_filter_terms(schedule, experience_level, category, is_remote, benefits, location, state)
      ) STORED`
    )
    this.schema.raw(`CREATE INDEX jobs_search_filters_idx ON jobs USING gin (search_vector, filter_terms)`)
  }
}
