import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The quick search's title test (`word_similarity`, a typo forgiven) on an index, for active jobs only: with the
 * full-text and the location indexes, a search whose words few jobs carry reads its matches from a bitmap of the
 * three, where it read every job.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX jobs_active_title_trgm_idx ON jobs USING gin (lower(title) gin_trgm_ops) WHERE status = 'active'`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX jobs_active_title_trgm_idx`)
  }
}
