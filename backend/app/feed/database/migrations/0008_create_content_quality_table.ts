import { BaseSchema } from '@adonisjs/lucid/schema'

/** Quality signals of a post, computed when it is written (part 2 §3 "content_quality"). */
export default class extends BaseSchema {
  protected tableName = 'content_quality'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('post_id').primary().references('id').inTable('posts').onDelete('CASCADE')
      table.boolean('has_image').notNullable().defaultTo(false)
      table.boolean('has_video').notNullable().defaultTo(false)
      table.integer('word_count').notNullable().defaultTo(0)
      table.boolean('has_hashtags').notNullable().defaultTo(false)
      table.boolean('professional_language').notNullable().defaultTo(true)
      table.integer('grammar_score').notNullable().defaultTo(50)
      table.integer('readability_score').notNullable().defaultTo(50)
      table.integer('moderation_score').notNullable().defaultTo(100)
      table.integer('quality_score').notNullable().defaultTo(50)
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
