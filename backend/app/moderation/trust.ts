/*
| A member's trust level and 0–100 score (part 2 §3 "Moderation",
| reputation). A pure rule, so the admin's figures and its tests agree:
|
| score = 20 (a member)
|       + account age, 1 point per 3 days up to 30 (90 days)
|       + 20 for a verified e-mail
|       + contributions (posts, comments, applications), 2 points each up to 30
|       − 25 per active strike
| clamped to 0–100.
|
| level: banned (an active ban) › restricted (an active restriction) ›
| at_risk (any active strike) › trusted (score ≥ 75) › building (≥ 45) › new.
*/
import type { TrustLevel } from '#moderation/constants'

export interface TrustInput {
  accountAgeDays: number
  emailVerified: boolean
  contributions: number
  activeStrikes: number
  restricted: boolean
  banned: boolean
}

export interface Trust {
  level: TrustLevel
  score: number
}

export const TRUST_RULE = {
  base: 20,
  daysPerAgePoint: 3,
  maxAgePoints: 30,
  verifiedPoints: 20,
  pointsPerContribution: 2,
  maxContributionPoints: 30,
  strikePenalty: 25,
  trustedFrom: 75,
  buildingFrom: 45,
} as const

export function trustOf(input: TrustInput): Trust {
  const R = TRUST_RULE
  const age = Math.min(R.maxAgePoints, Math.floor(Math.max(0, input.accountAgeDays) / R.daysPerAgePoint))
  const verified = input.emailVerified ? R.verifiedPoints : 0
  const contributions = Math.min(R.maxContributionPoints, Math.max(0, input.contributions) * R.pointsPerContribution)
  const raw = R.base + age + verified + contributions - R.strikePenalty * Math.max(0, input.activeStrikes)
  const score = Math.max(0, Math.min(100, raw))
  let level: TrustLevel
  if (input.banned) level = 'banned'
  else if (input.restricted) level = 'restricted'
  else if (input.activeStrikes > 0) level = 'at_risk'
  else if (score >= R.trustedFrom) level = 'trusted'
  else if (score >= R.buildingFrom) level = 'building'
  else level = 'new'
  return { level, score }
}
