import db from '@adonisjs/lucid/services/db'
import {
  REFERRAL_NOTIFICATION_COLUMNS,
  type ReferralNotificationRow,
} from '#referrals/transformers/referral_notification_transformer'

/*
| The owner's changes to their referral notifications: one statement each,
| scoped to the owner, so anyone else's id changes nothing.
*/

/** Marks the owner's notification read or archived; answers it as changed, or null when it is not theirs. */
export async function changeReferralNotification(
  userId: string,
  notificationId: string,
  change: 'read' | 'archive'
): Promise<ReferralNotificationRow | null> {
  const rows: ReferralNotificationRow[] = await db
    .from('referral_notifications')
    .where({ id: notificationId, user_id: userId })
    .update(change === 'read' ? { is_read: true } : { is_archived: true }, [...REFERRAL_NOTIFICATION_COLUMNS])
  return rows[0] ?? null
}

/** Deletes the owner's notification; false when it is not theirs. */
export async function deleteReferralNotification(userId: string, notificationId: string) {
  const deleted = await db
    .from('referral_notifications')
    .where({ id: notificationId, user_id: userId })
    .delete()
    .returning(['id'])
  return deleted.length > 0
}
