import type { RewardsAnswer } from '@hireloop/backend/api-types/referrals'
import { ALL_UNLOCKED, REWARD_TARGETS, REWARD_TIERS } from '@hireloop/backend/referrals-constants'
import type { UserType } from '@hireloop/shared-ui'

export interface RewardTierView {
  target: number
  name: string
  unlocked: boolean
}

export interface RewardProgress {
  count: number
  /** Next target count, or null when every tier is unlocked. */
  target: number | null
  /** The next tier's name, or 'All Unlocked!'. */
  reward: string
  /** 0–100: count / target, capped at 100. */
  percent: number
  tiers: RewardTierView[]
}

/** Candidates' tiers for candidates; employers' for employers and admins (treated like employers, part 2 §6). */
export function tierNames(userType: UserType | 'candidate' | 'employer'): readonly string[] {
  return userType === 'candidate' ? REWARD_TIERS.candidate : REWARD_TIERS.employer
}

/** Reward tiers by referral count (part 2 §4): targets 3, 5, 10, then 'All Unlocked!'. */
export function rewardProgress(referralCount: number, userType: UserType | 'candidate' | 'employer'): RewardProgress {
  const names = tierNames(userType)
  const count = Math.max(0, Math.trunc(referralCount) || 0)
  const tiers = REWARD_TARGETS.map((target, index) => ({ target, name: names[index]!, unlocked: count >= target }))
  const next = tiers.find((tier) => !tier.unlocked)
  if (!next) return { count, target: null, reward: ALL_UNLOCKED, percent: 100, tiers }
  return {
    count,
    target: next.target,
    reward: next.name,
    percent: Math.min(100, Math.round((count / next.target) * 100)),
    tiers,
  }
}

/** The server's answer in the same shape; the stored unlocks win over the count (a tier is never taken back). */
export function progressFromAnswer(answer: RewardsAnswer): RewardProgress {
  const count = Math.max(0, Math.trunc(answer.referralCount) || 0)
  const tiers = answer.tiers.map(({ target, name, unlocked }) => ({ target, name, unlocked }))
  if (!answer.next) return { count, target: null, reward: ALL_UNLOCKED, percent: 100, tiers }
  const percent = Number.isFinite(answer.progressPercent)
    ? Math.max(0, Math.min(100, Math.round(answer.progressPercent)))
    : Math.min(100, Math.round((count / answer.next.target) * 100))
  return { count, target: answer.next.target, reward: answer.next.name, percent, tiers }
}
