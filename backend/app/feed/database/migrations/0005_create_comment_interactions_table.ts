import { BaseSchema } from '@adonisjs/lucid/schema'

/** One reaction per user and comment (part 2 §3 "comment_interactions"). */
export default class extends BaseSchema {
  protected tableName = 'comment_interactions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.uuid('comment_id').notNullable().references('id').inTable('post_comments').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 16).notNullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
      table.unique(['comment_id', 'user_id'])
    })
    this.schema.raw(
      `ALTER TABLE comment_interactions ADD CONSTRAINT comment_interactions_type_check CHECK (type IN ('like', 'celebrate', 'insightful', 'curious'))`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
