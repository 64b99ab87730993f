import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A keyword search's location in the same index as its other filters (the
 * search under load). The location filter is forgiving (trigram
 * similarity or a substring of the city or the state, lowercased), which no
 * index of `jobs` answers together with the keyword: every keyword match was
 * read from the heap to test it (715 rows read for 119 answers in the
 * benchmark's search).
 *
 * - `job_places` holds every (city, state) pair a job has named, lowercased:
 *   a few thousand rows where `jobs` has hundreds of thousands. Triggers on
 *   `jobs` add a job's pair in the writing statement's own transaction, so
 *   a reader that sees a job sees its place. A pair no job names any more
 *   stays: it only adds a term that no job carries.
 * - `filter_terms` gains the job's place as one term (`job_place_term`,
 *   length-prefixed so that no two pairs give the same term).
 * - A search then runs the location's test on `job_places` (an InitPlan: the
 *   matching places' terms) and asks `filter_terms && those terms` of the
 *   keyword's GIN index, in the one index scan with the other filters. The
 *   test is the one the heap filter ran, on the same lowercased values, so
 *   the answers are the same.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION job_place_term(location text, state text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT 'place:' || length(lower(location)) || ':' || lower(location) || lower(state)
      $$`)
    this.schema.raw(`
      CREATE TABLE job_places (location text NOT NULL, state text NOT NULL, PRIMARY KEY (location, state))`)
    this.schema.raw(`
      CREATE FUNCTION job_places_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- In one order, so that two bulk inserts never wait on each other's new places crosswise.
        INSERT INTO job_places (location, state)
          SELECT DISTINCT lower(location), lower(state) FROM new_jobs ORDER BY 1, 2
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION job_places_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_places (location, state) VALUES (lower(NEW.location), lower(NEW.state))
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER job_places_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_places_on_insert()`)
    this.schema.raw(`
      CREATE TRIGGER job_places_move AFTER UPDATE OF location, state ON jobs
        FOR EACH ROW WHEN (lower(OLD.location) IS DISTINCT FROM lower(NEW.location)
                           OR lower(OLD.state) IS DISTINCT FROM lower(NEW.state))
        EXECUTE FUNCTION job_places_on_move()`)
    // The jobs posted so far: the triggers above hold writers off until this migration commits.
    this.schema.raw(`
      INSERT INTO job_places (location, state) SELECT DISTINCT lower(location), lower(state) FROM jobs
        ON CONFLICT DO NOTHING`)
    // For the similarity and substring tests once there are many places (a handful is read whole): built on the
    // places already there, so that no search reads them through an index's pending list (as 0014 found).
    this.schema.raw(`CREATE INDEX job_places_location_trgm_idx ON job_places USING gin (location gin_trgm_ops)`)
    this.schema.raw(`CREATE INDEX job_places_state_trgm_idx ON job_places USING gin (state gin_trgm_ops)`)
    this.schema.raw(`ANALYZE job_places`)

    this.schema.raw(`
      CREATE FUNCTION job_filter_terms(
        schedule text, experience_level text, category text, is_remote boolean, benefits text[],
        location text, state text
      ) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT job_filter_terms(schedule, experience_level, category, is_remote, benefits)
               || job_place_term(location, state)
      $$`)
    this.#filterTerms('job_filter_terms(schedule, experience_level, category, is_remote, benefits, location, state)')
  }

  async down() {
    this.#filterTerms('job_filter_terms(schedule, experience_level, category, is_remote, benefits)')
    this.schema.raw(`DROP FUNCTION job_filter_terms(text, text, text, boolean, text[], text, text)`)
    this.schema.raw(`DROP TRIGGER job_places_move ON jobs`)
    this.schema.raw(`DROP TRIGGER job_places_insert ON jobs`)
    this.schema.raw(`DROP FUNCTION job_places_on_move()`)
    this.schema.raw(`DROP FUNCTION job_places_on_insert()`)
    this.schema.raw(`DROP TABLE job_places`)
    this.schema.raw(`DROP FUNCTION job_place_term(text, text)`)
  }

  /** A generated column's expression cannot change in place: the column (and the index over it) is made again. */
  #filterTerms(expression: string) {
    this.schema.raw(`ALTER TABLE jobs DROP COLUMN filter_terms`)
    this.schema.raw(`ALTER TABLE jobs ADD COLUMN filter_terms text[] GENERATED ALWAYS AS (${expression}) STORED`)
    this.schema.raw(`CREATE INDEX jobs_search_filters_idx ON jobs USING gin (search_vector, filter_terms)`)
  }
}
