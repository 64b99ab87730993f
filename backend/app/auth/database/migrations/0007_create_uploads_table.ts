import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who uploaded each stored file (its key, `<folder>/<hex>.<ext>`), so a
 * member can only use their own uploads as their profile picture. Rows go
 * with the account.
 */
export default class extends BaseSchema {
  protected tableName = 'uploads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 255).primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
