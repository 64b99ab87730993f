import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A referred application: the referrals module tells the jobs
 * module (event `referrals:application_referred`) which accepted referral
 * stands behind an application; the employer's Referred tab and 'Referred
 * by {name}' read these columns. No foreign key: referrals may be disabled.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('applications', (table) => {
      table.uuid('referral_id').nullable()
      table.string('referrer_name', 100).nullable()
    })
    this.schema.raw(`CREATE INDEX applications_referred_idx ON applications (job_id) WHERE referral_id IS NOT NULL`)
  }

  async down() {
    this.schema.alterTable('applications', (table) => {
      table.dropColumn('referrer_name')
      table.dropColumn('referral_id')
    })
  }
}
