import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The exact number of active jobs, kept by PostgreSQL itself: the unfiltered browse's `total` ('Showing N jobs')
 * reads these few rows instead of counting ~100,000 index entries per
 * request.
 *
 * `job_counts` holds the count in a few slots (summed on read) so that
 * concurrent job writes rarely wait on the same row; all the writes of one
 * transaction go to the slot of its transaction id, so it never holds one
 * slot while waiting for another (no deadlock). Triggers on `jobs` move the
 * count in the writing statement's own transaction, so the sum is exactly
 * `count(*) … WHERE status = 'active'` as any snapshot sees it (a rollback
 * undoes both): inserts and deletes per statement (transition tables, one
 * upsert for a bulk insert), a status change per row (its WHEN skips every
 * other update), TRUNCATE empties it.
 */
const SLOTS = 8

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE TABLE job_counts (slot smallint PRIMARY KEY, active bigint NOT NULL)`)
    this.schema.raw(`
      CREATE FUNCTION job_counts_add(delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO job_counts AS c (slot, active) VALUES ((txid_current() % ${SLOTS})::smallint, delta)
        ON CONFLICT (slot) DO UPDATE SET active = c.active + EXCLUDED.active
      $$`)
    this.schema.raw(`
      CREATE FUNCTION job_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta bigint;
      BEGIN
        SELECT count(*) INTO delta FROM inserted_jobs WHERE status = 'active';
        IF delta <> 0 THEN PERFORM job_counts_add(delta); END IF;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION job_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta bigint;
      BEGIN
        SELECT count(*) INTO delta FROM deleted_jobs WHERE status = 'active';
        IF delta <> 0 THEN PERFORM job_counts_add(-delta); END IF;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION job_counts_on_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM job_counts_add(CASE WHEN NEW.status = 'active' THEN 1 WHEN OLD.status = 'active' THEN -1 ELSE 0 END);
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE FUNCTION job_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM job_counts;
        RETURN NULL;
      END $$`)
    this.schema.raw(`
      CREATE TRIGGER job_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS inserted_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_counts_on_insert()`)
    this.schema.raw(`
      CREATE TRIGGER job_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS deleted_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_counts_on_delete()`)
    this.schema.raw(`
      CREATE TRIGGER job_counts_status AFTER UPDATE ON jobs
        FOR EACH ROW WHEN ((OLD.status = 'active') IS DISTINCT FROM (NEW.status = 'active'))
        EXECUTE FUNCTION job_counts_on_status()`)
    this.schema.raw(`
      CREATE TRIGGER job_counts_truncate AFTER TRUNCATE ON jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_counts_on_truncate()`)
    // The jobs posted so far: the triggers above hold writers off until this migration commits.
    this.schema.raw(`INSERT INTO job_counts (slot, active) SELECT 0, count(*) FROM jobs WHERE status = 'active'`)
  }

  async down() {
    this.schema.raw(`DROP TRIGGER job_counts_truncate ON jobs`)
    this.schema.raw(`DROP TRIGGER job_counts_status ON jobs`)
    this.schema.raw(`DROP TRIGGER job_counts_delete ON jobs`)
    this.schema.raw(`DROP TRIGGER job_counts_insert ON jobs`)
    this.schema.raw(`DROP FUNCTION job_counts_on_truncate()`)
    this.schema.raw(`DROP FUNCTION job_counts_on_status()`)
    this.schema.raw(`DROP FUNCTION job_counts_on_delete()`)
    this.schema.raw(`DROP FUNCTION job_counts_on_insert()`)
    this.schema.raw(`DROP FUNCTION job_counts_add(bigint)`)
    this.schema.raw(`DROP TABLE job_counts`)
  }
}
