import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Referrals (part 2 §3 "referrals", "referral_notifications"):
 * - `referrals`: a candidate asks a member (the referrer) to refer them for
 *   a job (`origin` 'ask'), or a member refers someone by e-mail (`origin`
 *   'link': `candidate_id` is null until the person signs up through the
 *   link carrying `referral_code`). Pending, then accepted or declined by the
 *   referrer (`responded_at`). `viewed_at` when the referrer first opened it.
 *   `application_id` is the candidate's application for the job once it
 *   exists, and `application_stage` the words the referrer may see of it
 *   (Applied, In review, Interviewing, Offer, Hired, Closed).
 *   One pending request per candidate, job and referrer (partial unique index).
 * - `referral_notifications`: the referral panel's own list (part 1 §2):
 *   read, archived, deleted by their owner.
 * - `referral_rewards`: one row per member and unlocked tier (target 3, 5
 *   or 10): the unique key makes an unlock happen exactly once, whatever
 *   the concurrency; the users' reward flags and dates are set with it.
 * - `featured_worker_number_seq`: the counter behind unique featured
 *   numbers (users.featured_worker_number is also unique).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('referrals', (table) => {
      table.uuid('id').primary()
      table.uuid('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE')
      table.uuid('referrer_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('candidate_id').nullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('candidate_email', 255).notNullable()
      table.string('origin', 8).notNullable().defaultTo('ask')
      table.text('message').notNullable().defaultTo('')
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('privacy', 10).notNullable().defaultTo('normal')
      table.string('referral_code', 32).notNullable().unique()
      table.uuid('application_id').nullable().references('id').inTable('applications').onDelete('SET NULL')
      table.string('application_stage', 20).nullable()
      table.timestamp('viewed_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('responded_at', { useTz: true, precision: 3 }).nullable()
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `ALTER TABLE referrals ADD CONSTRAINT referrals_status_check CHECK (status IN ('pending', 'accepted', 'declined'))`
    )
    this.schema.raw(`ALTER TABLE referrals ADD CONSTRAINT referrals_origin_check CHECK (origin IN ('ask', 'link'))`)
    this.schema.raw(
      `ALTER TABLE referrals ADD CONSTRAINT referrals_not_self_check CHECK (candidate_id IS NULL OR candidate_id <> referrer_id)`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX referrals_one_pending_idx ON referrals (candidate_id, job_id, referrer_id) WHERE status = 'pending' AND candidate_id IS NOT NULL`
    )
    this.schema.raw(`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC)`)
    this.schema.raw(`CREATE INDEX referrals_candidate_idx ON referrals (candidate_id, created_at DESC)`)
    this.schema.raw(`CREATE INDEX referrals_job_idx ON referrals (job_id, created_at DESC)`)
    this.schema.raw(`CREATE INDEX referrals_email_idx ON referrals (lower(candidate_email)) WHERE candidate_id IS NULL`)

    this.schema.createTable('referral_notifications', (table) => {
      table.uuid('id').primary()
      table.uuid('referral_id').notNullable().references('id').inTable('referrals').onDelete('CASCADE')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 30).notNullable()
      table.string('message', 500).notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.boolean('is_archived').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable()
    })
    this.schema.raw(
      `CREATE INDEX referral_notifications_user_idx ON referral_notifications (user_id, created_at DESC, id DESC)`
    )
    this.schema.raw(
      `CREATE INDEX referral_notifications_unread_idx ON referral_notifications (user_id) WHERE NOT is_read AND NOT is_archived`
    )

    this.schema.createTable('referral_rewards', (table) => {
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.smallint('target').notNullable()
      table.string('tier', 40).notNullable()
      table.timestamp('unlocked_at', { useTz: true, precision: 3 }).notNullable()
      table.primary(['user_id', 'target'])
    })
    this.schema.raw(`CREATE SEQUENCE featured_worker_number_seq`)

    this.schema.raw(
      `CREATE UNIQUE INDEX users_featured_worker_number_idx ON users (featured_worker_number) WHERE featured_worker_number IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS users_featured_worker_number_idx`)
    this.schema.raw(`DROP SEQUENCE IF EXISTS featured_worker_number_seq`)
    this.schema.dropTable('referral_rewards')
    this.schema.dropTable('referral_notifications')
    this.schema.dropTable('referrals')
  }
}
