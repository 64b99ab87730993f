import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A company's response figures, computed
 * from its applications' recorded history by the scheduled response sweep
 * and stored here so a jobs browse reads them with the company, never
 * aggregating applications per request:
 * - `response_rate`: percentage (0–100) of its applications that got a first
 *   response, among those answered or older than the response deadline;
 *   null while fewer than RESPONSE_FIGURES_MIN_APPLICATIONS count.
 * - `typical_response_hours`: median hours from applying to the first
 *   response (one decimal); null while nothing was answered.
 * - `response_figures_at`: when a refresh last changed them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.smallint('response_rate').nullable()
      table.decimal('typical_response_hours', 8, 1).nullable()
      table.timestamp('response_figures_at', { useTz: true, precision: 3 }).nullable()
    })
    this.schema.raw(
      `ALTER TABLE companies ADD CONSTRAINT companies_response_rate_check CHECK (response_rate BETWEEN 0 AND 100)`
    )
  }

  async down() {
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('response_figures_at')
      table.dropColumn('typical_response_hours')
      table.dropColumn('response_rate')
    })
  }
}
