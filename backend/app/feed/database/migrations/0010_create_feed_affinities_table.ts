import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which authors a reader has interacted with (reacted, commented,
 * reposted, shared, bookmarked): the "relation to the author" of the
 * intelligent feed. Rows are never deleted, so the set a reader had at a
 * given moment (created_at <= asOf) is fixed and paging stays stable.
 */
export default class extends BaseSchema {
  protected tableName = 'feed_affinities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('interactions').notNullable().defaultTo(1)
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('last_interaction_at', { useTz: true, precision: 3 }).notNullable()
      table.primary(['user_id', 'author_id'])
    })
    this.schema.raw(`CREATE INDEX feed_affinities_user_created_idx ON feed_affinities (user_id, created_at DESC)`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
