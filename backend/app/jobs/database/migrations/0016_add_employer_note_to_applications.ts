import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The employer's private note on an application (the dashboard's Notes): read and written by the owner of the
 * job's company only, never shown to the applicant.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('applications', (table) => {
      table.text('employer_note').nullable()
      table.timestamp('employer_note_updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('applications', (table) => {
      table.dropColumn('employer_note_updated_at')
      table.dropColumn('employer_note')
    })
  }
}
