import type { ReferralNotificationAnswer } from '#referrals/contract'
import type { ReferralNotificationType } from '#referrals/constants'

/** A row of `referral_notifications`. */
export interface ReferralNotificationRow {
  id: string
  referral_id: string
  type: string
  message: string
  is_read: boolean
  is_archived: boolean
  created_at: Date
}

/** Part 1 §3 "Referral notification". */
export function transformReferralNotification(row: ReferralNotificationRow): ReferralNotificationAnswer {
  return {
    id: row.id,
    referralId: row.referral_id,
    type: row.type as ReferralNotificationType,
    message: row.message,
    isRead: row.is_read,
    isArchived: row.is_archived,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export const REFERRAL_NOTIFICATION_COLUMNS = [
  'id',
  'referral_id',
  'type',
  'message',
  'is_read',
  'is_archived',
  'created_at',
] as const
