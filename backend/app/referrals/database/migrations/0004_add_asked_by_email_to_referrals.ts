import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `asked_by_email`: the candidate named the referrer by typing their e-mail
 * address (a request, origin 'ask'). The address is theirs to see again; a
 * referrer chosen any other way shows their address to the candidate only
 * once they accept. A request without the mark counts as not typed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('referrals', (table) => {
      table.boolean('asked_by_email').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('referrals', (table) => {
      table.dropColumn('asked_by_email')
    })
  }
}
