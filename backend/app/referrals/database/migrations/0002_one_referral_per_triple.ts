import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One referral per candidate, referrer and job, ever (not only while the
 * first is pending): an answered request cannot be asked again, so an
 * acceptance never counts twice. Invitations by e-mail are one per
 * referrer, job and address. Earlier duplicates keep their first accepted
 * row (else their first row).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      DELETE FROM referrals WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (
                   PARTITION BY candidate_id, job_id, referrer_id
                   ORDER BY (status = 'accepted') DESC, created_at, id) AS rank
            FROM referrals WHERE candidate_id IS NOT NULL) ranked
         WHERE rank > 1)`)
    this.schema.raw(`
      DELETE FROM referrals WHERE id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (
                   PARTITION BY referrer_id, job_id, lower(candidate_email)
                   ORDER BY (status = 'accepted') DESC, created_at, id) AS rank
            FROM referrals WHERE origin = 'link') ranked
         WHERE rank > 1)`)
    this.schema.raw(`DROP INDEX IF EXISTS referrals_one_pending_idx`)
    this.schema.raw(
      `CREATE UNIQUE INDEX referrals_one_per_triple_idx ON referrals (candidate_id, job_id, referrer_id) WHERE candidate_id IS NOT NULL`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX referrals_one_invite_idx ON referrals (referrer_id, job_id, lower(candidate_email)) WHERE origin = 'link'`
    )
    this.schema.raw(
      `CREATE INDEX referrals_invite_address_idx ON referrals (job_id, lower(candidate_email)) WHERE origin = 'link'`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS referrals_invite_address_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS referrals_one_invite_idx`)
    this.schema.raw(`DROP INDEX IF EXISTS referrals_one_per_triple_idx`)
    this.schema.raw(
      `CREATE UNIQUE INDEX referrals_one_pending_idx ON referrals (candidate_id, job_id, referrer_id) WHERE status = 'pending' AND candidate_id IS NOT NULL`
    )
  }
}
