import { BaseSchema } from '@adonisjs/lucid/schema'

/** Job alerts (part 2 §3 "alerts"): a saved search whose new matches notify the owner. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('alerts', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('query', 200).notNullable().defaultTo('')
      table.string('location', 100).notNullable().defaultTo('')
      table.integer('radius').notNullable().defaultTo(25)
      table.string('frequency', 10).notNullable().defaultTo('instant')
      table.boolean('email').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(`CREATE INDEX alerts_user_idx ON alerts (user_id, created_at DESC)`)
    this.schema.raw(`CREATE INDEX alerts_active_idx ON alerts (is_active) WHERE is_active`)
  }

  async down() {
    this.schema.dropTable('alerts')
  }
}
