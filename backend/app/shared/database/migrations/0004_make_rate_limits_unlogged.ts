import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Rate-limit counters are written on every signed-in request and are worth
 * nothing after a crash (a window restarts): keeping them out of the WAL
 * saves a log write and flush per request.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE rate_limits SET UNLOGGED')
  }

  async down() {
    this.schema.raw('ALTER TABLE rate_limits SET LOGGED')
  }
}
