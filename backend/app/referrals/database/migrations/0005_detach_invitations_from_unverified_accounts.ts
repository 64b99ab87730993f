import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An invitation by e-mail belongs to a member only once they verified the
 * address it was sent to. Pending invitations held by an account that has
 * not verified that address go back to the address alone (unviewed), and
 * the notifications that told that account who invited it go with them;
 * they attach again when the address is verified.
 */
export default class extends BaseSchema {
  async up() {
    const unproven = `SELECT r.id FROM referrals r JOIN users u ON u.id = r.candidate_id
                        WHERE r.origin = 'link' AND r.status = 'pending' AND NOT u.email_verified`
    this.schema.raw(`
      DELETE FROM referral_notifications n
       USING referrals r
       WHERE n.referral_id = r.id AND n.user_id = r.candidate_id AND r.id IN (${unproven})`)
    this.schema.raw(
      `UPDATE referrals SET candidate_id = NULL, viewed_at = NULL, updated_at = now() WHERE id IN (${unproven})`
    )
  }

  async down() {}
}
