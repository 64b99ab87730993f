import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| The reward tiers a member unlocked (`referral_rewards`) and the flags a
| candidate's tier sets on their user row, inside the caller's transaction.
*/

/**
 * The user's reward flags a candidate's tier sets with it (part 2 §3 user
 * fields). Employer tiers are their `referral_rewards` row alone. The
 * featured number is drawn once (coalesce evaluates nextval only when the
 * user has none).
 */
const CANDIDATE_FLAGS: Record<number, string> = {
  3: 'has_career_perks = true, career_perks_unlocked_at = :now',
  5: 'has_early_access = true, early_access_signup_date = :now',
  10: `is_featured_worker = true,
       featured_worker_number = coalesce(featured_worker_number, nextval('featured_worker_number_seq'))`,
}

/**
 * Records the tiers reached, each at most once: the primary key (user,
 * target) with ON CONFLICT DO NOTHING RETURNING hands each tier to one
 * transaction only (a racing insert waits for the other to commit, then
 * finds the row). Answers the tiers this call recorded, lowest target first.
 */
export async function insertRewardsOnce(
  trx: TransactionClientContract,
  userId: string,
  reached: Array<{ target: number; tier: string }>,
  now: Date
) {
  const inserted = await trx.rawQuery(
    `INSERT INTO referral_rewards (user_id, target, tier, unlocked_at)
     VALUES ${reached.map(() => '(?, ?, ?, ?)').join(', ')}
     ON CONFLICT (user_id, target) DO NOTHING
     RETURNING target, tier`,
    reached.flatMap((reward) => [userId, reward.target, reward.tier, now])
  )
  return (inserted.rows as Array<{ target: number; tier: string }>)
    .map((row) => ({ target: Number(row.target), tier: row.tier }))
    .sort((a, b) => a.target - b.target)
}

/** Sets the flags a candidate's tier at `target` brings (none for a target without flags). */
export async function setCandidateRewardFlags(
  trx: TransactionClientContract,
  userId: string,
  target: number,
  now: Date
) {
  const flags = CANDIDATE_FLAGS[target]
  if (!flags) return
  await trx.rawQuery(`UPDATE users SET ${flags}, updated_at = :now WHERE id = :userId`, { now, userId })
}
