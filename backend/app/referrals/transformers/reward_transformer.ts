import type { RewardsAnswer } from '#referrals/contract'
import { REWARD_TARGETS, REWARD_TIERS } from '#referrals/constants'

/** What rewards_query reads of the member. */
export interface RewardSource {
  userType: string
  referralCount: number
  featuredWorkerNumber: number | null
  /** Their `referral_rewards` rows: target → when it was unlocked. */
  unlocked: Map<number, Date>
}

/**
 * The reader's progress (part 2 §4 reward tiers): the next target and the
 * progress come from the count (count / next target, capped at 100; 'All
 * Unlocked!' when `next` is null), `unlocked` from the stored rows. Admins
 * read the employer tiers (treated like employers, part 2 §1) but earn none.
 */
export function transformRewards(source: RewardSource): RewardsAnswer {
  const role = source.userType === 'candidate' ? 'candidate' : 'employer'
  const names = REWARD_TIERS[role]
  const tiers = REWARD_TARGETS.map((target, index) => {
    const unlockedAt = source.unlocked.get(target) ?? null
    return { target, name: names[index], unlocked: unlockedAt !== null, unlockedAt: unlockedAt?.toISOString() ?? null }
  })
  const nextIndex = REWARD_TARGETS.findIndex((target) => source.referralCount < target)
  const next = nextIndex === -1 ? null : { target: REWARD_TARGETS[nextIndex], name: names[nextIndex] }
  const progressPercent = next ? Math.min(100, Math.floor((source.referralCount / next.target) * 100)) : 100
  return {
    referralCount: source.referralCount,
    role,
    tiers,
    next,
    progressPercent,
    featuredWorkerNumber: source.featuredWorkerNumber,
  }
}
