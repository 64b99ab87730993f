import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The browse's job type and pay filters (part 2 §3 "Search filters": jobType,
 * salaryMin, salaryMax) as one index of active jobs: `schedule = ANY(…)` and an hourly range become one bitmap that
 * PostgreSQL ANDs with the keyword's (GIN) instead of reading and filtering
 * every keyword match in the heap; a count of a job type reads it alone.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE INDEX jobs_active_schedule_pay_idx ON jobs (schedule, hourly_rate) WHERE status = 'active'`)
  }

  async down() {
    this.schema.raw(`DROP INDEX jobs_active_schedule_pay_idx`)
  }
}
