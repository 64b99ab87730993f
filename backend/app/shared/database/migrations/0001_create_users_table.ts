import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.string('email', 255).notNullable().unique()
      table.string('hashed_password').notNullable()
      table.string('name', 100).notNullable()
      table.string('phone', 30).nullable()
      table.string('location', 100).nullable()
      table.string('user_type', 20).notNullable()
      table.text('profile_image').nullable()
      table.jsonb('skills').notNullable().defaultTo('[]')
      table.jsonb('badges').notNullable().defaultTo('[]')
      table.jsonb('availability').notNullable().defaultTo('[]')
      table.boolean('email_verified').notNullable().defaultTo(false)
      table.timestamp('email_verified_at', { useTz: true }).nullable()
      table.boolean('is_featured_worker').notNullable().defaultTo(false)
      table.integer('featured_worker_number').nullable()
      table.boolean('has_early_access').notNullable().defaultTo(false)
      table.timestamp('early_access_signup_date', { useTz: true }).nullable()
      table.integer('referral_count').notNullable().defaultTo(0)
      table.boolean('has_career_perks').notNullable().defaultTo(false)
      table.timestamp('career_perks_unlocked_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('candidate', 'employer', 'admin'))`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
