import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A keyword search and its vocabulary filters in one index. `filter_terms` is the job's job type, experience level,
 * category, remote flag and benefits as prefixed terms ('schedule:Contract',
 * 'benefit:401k', 'remote'), generated from those columns so it can never
 * disagree with them. One GIN index over (search_vector, filter_terms) answers
 * "these words AND these filters" in a single scan that steps through the
 * posting lists together, instead of the keyword's bitmap, a job type + pay
 * bitmap and a 50,000-entry benefits bitmap built apart and ANDed (or every
 * keyword match read from the heap and filtered). It also serves a keyword
 * alone, so the single-column search_vector index goes. Searches without a
 * keyword keep their own indexes (schedule and pay, benefits).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION job_filter_terms(
        schedule text, experience_level text, category text, is_remote boolean, benefits text[]
      ) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY['schedule:' || schedule, 'level:' || experience_level, 'category:' || category]
               || CASE WHEN is_remote THEN ARRAY['remote'] ELSE ARRAY[]::text[] END
               || ARRAY(SELECT 'benefit:' || benefit FROM unnest(benefits) AS benefit)
      $$`)
    this.schema.raw(`
      ALTER TABLE jobs ADD COLUMN filter_terms text[] GENERATED ALWAYS AS (
        job_filter_terms(schedule, experience_level, category, is_remote, benefits)
      ) STORED`)
    this.schema.raw(`CREATE INDEX jobs_search_filters_idx ON jobs USING gin (search_vector, filter_terms)`)
    this.schema.raw(`DROP INDEX jobs_search_vector_idx`)
  }

  async down() {
    this.schema.raw(`CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector)`)
    this.schema.raw(`DROP INDEX jobs_search_filters_idx`)
    this.schema.raw(`ALTER TABLE jobs DROP COLUMN filter_terms`)
    this.schema.raw(`DROP FUNCTION job_filter_terms(text, text, text, boolean, text[])`)
  }
}
