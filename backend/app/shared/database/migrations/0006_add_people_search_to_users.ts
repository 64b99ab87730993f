import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * People search (part 1 §7 "Search"): a generated full-text column over
 * name (weight A), headline (B) and location (C), with a GIN index for
 * websearch_to_tsquery, and trigram indexes (pg_trgm) for typos and
 * prefixes. The 'simple' configuration: names are not English words to
 * stem. The User model does not declare these columns, so they never
 * serialise.
 *
 * A change to the users table, so a shared migration (see 0005). Idempotent:
 * on databases where the search module's 0001_add_people_search_to_users
 * already created them (kept, emptied), this is a no-op.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
    this.schema.raw(`
      ALTER TABLE users ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(headline, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(location, '')), 'C')
      ) STORED`)
    this.schema.raw(`CREATE INDEX IF NOT EXISTS users_search_vector_idx ON users USING gin (search_vector)`)
    this.schema.raw(`CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name gin_trgm_ops)`)
    this.schema.raw(`CREATE INDEX IF NOT EXISTS users_headline_trgm_idx ON users USING gin (headline gin_trgm_ops)`)
  }

  /** The extension stays: other schema objects may use it. */
  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS users_headline_trgm_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS users_name_trgm_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS users_search_vector_idx`)
    this.schema.raw(`ALTER TABLE users DROP COLUMN IF EXISTS search_vector`)
  }
}
