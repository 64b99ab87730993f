/*
| Referral notifications (part 1 §2 "Referral notification panel", §3): the
| referral panel's own list, apart from the bell's. Written inside the
| caller's transaction (so a refused change leaves none); the owner's unread
| count is pushed to their live stream after commit by `pushReferralCount`.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { pushToUser } from '#shared/services/live'
import type { ReferralNotificationType } from '#referrals/constants'

export interface NewReferralNotification {
  referralId: string
  userId: string
  type: ReferralNotificationType
  message: string
}

export async function writeReferralNotification(trx: TransactionClientContract, input: NewReferralNotification) {
  await trx.rawQuery(
    `INSERT INTO referral_notifications (id, referral_id, user_id, type, message, is_read, is_archived, created_at)
     VALUES (gen_random_uuid(), :referralId, :userId, :type, :message, false, false, :now)`,
    { ...input, message: input.message.slice(0, 500), now: new Date() }
  )
}

/** Unread and not archived: the Referrals tab's badge. */
export async function unreadReferralCount(userId: string): Promise<number> {
  const row = await db
    .from('referral_notifications')
    .where({ user_id: userId, is_read: false, is_archived: false })
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** After commit: the owner's badge count on their live stream (`referral_notifications`); a failure is logged only. */
export async function pushReferralCount(userId: string) {
  try {
    await pushToUser(userId, { type: 'referral_notifications', unreadCount: await unreadReferralCount(userId) })
  } catch (error) {
    logger.warn({ err: error, userId }, 'pushing the referral notifications count failed')
  }
}
