import db from '@adonisjs/lucid/services/db'
import type { RewardsAnswer } from '#referrals/contract'
import { transformRewards } from '#referrals/transformers/reward_transformer'

/** GET /api/referrals/rewards: the member's count, stored tiers and featured number, read now (not the session's copy). */
export async function rewardsOf(userId: string): Promise<RewardsAnswer> {
  const user = await db
    .from('users')
    .where('id', userId)
    .select('user_type', 'referral_count', 'featured_worker_number')
    .firstOrFail()
  const rows = await db.from('referral_rewards').where('user_id', userId).select('target', 'unlocked_at')
  return transformRewards({
    userType: user.user_type,
    referralCount: Number(user.referral_count),
    featuredWorkerNumber: user.featured_worker_number === null ? null : Number(user.featured_worker_number),
    unlocked: new Map(rows.map((row) => [Number(row.target), new Date(row.unlocked_at)])),
  })
}
