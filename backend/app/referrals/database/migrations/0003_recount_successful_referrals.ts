import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Successful referrals are the distinct people a member referred whose
 * referral stands (accepted). Counts kept before this rule added one per
 * acceptance: recount them. Tiers already unlocked stay unlocked.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      UPDATE users u SET referral_count = counted.total
        FROM (SELECT u2.id, count(DISTINCT r.candidate_id) AS total
                FROM users u2
                LEFT JOIN referrals r ON r.referrer_id = u2.id AND r.status = 'accepted' AND r.candidate_id IS NOT NULL
               GROUP BY u2.id) counted
       WHERE counted.id = u.id AND u.referral_count <> counted.total`)
  }

  async down() {}
}
