import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The companies whose names hold the words nearest a query, nearest first (pg_trgm's word-similarity distance,
 * `<<->`, ordered by a GiST index): the quick search reads a few candidates from it however many companies there
 * are, where its tests of every name read them all. It replaces the GIN index over the same names, which answered
 * only the similarity test and nothing else reads.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE INDEX companies_name_nearest_idx ON companies USING gist (lower(name) gist_trgm_ops)`)
    this.schema.raw(`DROP INDEX companies_name_trgm_idx`)
  }

  async down() {
    this.schema.raw(`CREATE INDEX companies_name_trgm_idx ON companies USING gin (lower(name) gin_trgm_ops)`)
    this.schema.raw(`DROP INDEX companies_name_nearest_idx`)
  }
}
