import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { REFERRAL_OUTCOME_TEXT, REWARD_TARGETS, rewardTiersOf } from '#referrals/constants'
import { writeReferralNotification } from '#referrals/services/referral_notifier'

export interface RewardProgress {
  userId: string
  userType: string
  /** users.referral_count after this acceptance was counted (same transaction). */
  referralCount: number
  /** The accepted referral that made the count (the reward notification points at it). */
  referralId: string
}

export interface UnlockedReward {
  target: number
  tier: string
}

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
 * Unlocks, exactly once each, the reward tiers whose targets (REWARD_TARGETS)
 * the member's accepted referrals have now reached; runs inside the
 * acceptance's transaction (called by PATCH /api/referrals/:id on accept).
 *
 * "Exactly once" is the primary key of `referral_rewards` (user, target):
 * the insert with ON CONFLICT DO NOTHING RETURNING hands each tier to one
 * transaction only, whatever the concurrency (a racing insert waits for the
 * other to commit, then finds the row). Only the winner sets the flags and
 * writes the `reward_unlocked` notification. Admins earn no tiers.
 *
 * Answers the tiers unlocked now: the caller pushes the member's referral
 * count (pushReferralCount) after its commit when there are any.
 */
export async function unlockRewards(
  trx: TransactionClientContract,
  progress: RewardProgress
): Promise<UnlockedReward[]> {
  const tiers = rewardTiersOf(progress.userType)
  if (!tiers) return []
  const reached = REWARD_TARGETS.map((target, index) => ({ target, tier: tiers[index] })).filter(
    (reward) => reward.target <= progress.referralCount
  )
  if (!reached.length) return []

  const now = new Date()
  const inserted = await trx.rawQuery(
    `INSERT INTO referral_rewards (user_id, target, tier, unlocked_at)
     VALUES ${reached.map(() => '(?, ?, ?, ?)').join(', ')}
     ON CONFLICT (user_id, target) DO NOTHING
     RETURNING target, tier`,
    reached.flatMap((reward) => [progress.userId, reward.target, reward.tier, now])
  )
  const unlocked = (inserted.rows as Array<{ target: number; tier: string }>)
    .map((row) => ({ target: Number(row.target), tier: row.tier }))
    .sort((a, b) => a.target - b.target)

  for (const reward of unlocked) {
    const flags = progress.userType === 'candidate' ? CANDIDATE_FLAGS[reward.target] : undefined
    if (flags) {
      await trx.rawQuery(`UPDATE users SET ${flags}, updated_at = :now WHERE id = :userId`, {
        now,
        userId: progress.userId,
      })
    }
    await writeReferralNotification(trx, {
      referralId: progress.referralId,
      userId: progress.userId,
      type: 'reward_unlocked',
      message: REFERRAL_OUTCOME_TEXT.rewardUnlocked(reward.tier, reward.target),
    })
  }
  return unlocked
}
