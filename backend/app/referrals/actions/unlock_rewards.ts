import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { REFERRAL_OUTCOME_TEXT, REWARD_TARGETS, rewardTiersOf } from '#referrals/constants'
import { insertRewardsOnce, setCandidateRewardFlags } from '#referrals/repositories/rewards_repository'
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
  const unlocked = await insertRewardsOnce(trx, progress.userId, reached, now)

  for (const reward of unlocked) {
    if (progress.userType === 'candidate') await setCandidateRewardFlags(trx, progress.userId, reward.target, now)
    await writeReferralNotification(trx, {
      referralId: progress.referralId,
      userId: progress.userId,
      type: 'reward_unlocked',
      message: REFERRAL_OUTCOME_TEXT.rewardUnlocked(reward.tier, reward.target),
    })
  }
  return unlocked
}
