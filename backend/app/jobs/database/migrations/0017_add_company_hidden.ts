import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An admin hides a company that breaks the guidelines, with a reason its
 * owner reads: `hidden_at` (null while shown) and `hidden_reason`. Browsing
 * drops the jobs of hidden companies with an anti-join on the partial index,
 * which holds only the few hidden companies, so the jobs' own indexes still
 * choose the page.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.string('hidden_reason', 500).nullable()
    })
    this.schema.raw(`CREATE INDEX companies_hidden_idx ON companies (id) WHERE hidden_at IS NOT NULL`)
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS companies_hidden_idx`)
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('hidden_reason')
      table.dropColumn('hidden_at')
    })
  }
}
