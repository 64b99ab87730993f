import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The words jobs use, for the keyword's last word. The browse matches the last word as a prefix (`analy:*`), and a GIN
 * index answers a prefix by gathering the postings of every word it starts
 * (all 10,713 `analyst` postings in the benchmark) into a bitmap before the
 * other conditions can narrow anything: half the search's index time.
 *
 * `job_lexemes` holds every lexeme of every job's `search_vector`, indexed as
 * one-lexeme vectors so that the same prefix query finds the words it stands
 * for in a few index entries. The browse then asks the jobs' index for those
 * words exactly ('analyst'), which it intersects with the other conditions
 * as it goes. Triggers on `jobs` add a job's lexemes in the writing
 * statement's own transaction, so a reader that sees a job sees its words; a
 * word no job uses any more stays and matches nothing.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE TABLE job_lexemes (lexeme text PRIMARY KEY)`)
    this.schema.raw(`
      CREATE FUNCTION job_lexemes_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- In one order, so that two writers never wait on each other's new words crosswise.
        INSERT INTO job_lexemes (lexeme)
          SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM new_jobs ORDER BY 1
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION job_lexemes_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_lexemes (lexeme)
          SELECT unnest(tsvector_to_array(NEW.search_vector)) ORDER BY 1
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER job_lexemes_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_lexemes_on_insert()`)
    this.schema.raw(`
      CREATE TRIGGER job_lexemes_edit AFTER UPDATE ON jobs
        FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
        EXECUTE FUNCTION job_lexemes_on_edit()`)
    // The jobs posted so far: the triggers above hold writers off until this migration commits.
    this.schema.raw(`
      INSERT INTO job_lexemes (lexeme) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM jobs
        ON CONFLICT DO NOTHING`)
    // Built on the words already there, and without a pending list (`fastupdate`): a new word is rare once jobs are
    // posted, and a search would read a pending list through on every lookup until a vacuum merged it.
    this.schema.raw(`
      CREATE INDEX job_lexemes_prefix_idx ON job_lexemes USING gin (array_to_tsvector(ARRAY[lexeme]))
        WITH (fastupdate = off)`)
    // Statistics now, not at the first autovacuum: without them the planner reads every word instead of the index.
    this.schema.raw(`ANALYZE job_lexemes`)
  }

  async down() {
    this.schema.raw(`DROP TRIGGER job_lexemes_edit ON jobs`)
    this.schema.raw(`DROP TRIGGER job_lexemes_insert ON jobs`)
    this.schema.raw(`DROP FUNCTION job_lexemes_on_edit()`)
    this.schema.raw(`DROP FUNCTION job_lexemes_on_insert()`)
    this.schema.raw(`DROP TABLE job_lexemes`)
  }
}
