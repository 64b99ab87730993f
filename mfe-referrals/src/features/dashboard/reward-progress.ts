import type { UserType } from '@hireloop/shared-ui'

export interface RewardProgress {
  /** Next target count, or null when every tier is unlocked. */
  target: number | null
  reward: string
  /** 0–100. */
  percent: number
}

const TIERS = [3, 5, 10] as const
const REWARDS = {
  candidate: ['Career Perks', 'Early Access', 'Featured Worker'],
  employer: ['Premium Access', 'Priority Placement', 'Featured Employer'],
} as const

/** Reward tiers by referral count (part 2 §4): targets 3, 5, 10, then 'All Unlocked!'. */
export function rewardProgress(referralCount: number, userType: UserType): RewardProgress {
  const rewards = userType === 'candidate' ? REWARDS.candidate : REWARDS.employer
  const count = Math.max(0, Math.trunc(referralCount) || 0)
  const index = TIERS.findIndex((target) => count < target)
  if (index === -1) return { target: null, reward: 'All Unlocked!', percent: 100 }
  const target = TIERS[index]!
  return { target, reward: rewards[index]!, percent: Math.min(100, Math.round((count / target) * 100)) }
}
