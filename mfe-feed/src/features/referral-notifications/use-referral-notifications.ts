import { REFERRAL_NOTIFICATIONS_KEY, runOptimistic, useToast } from '@hireloop/shared-ui'
import { markReferralNotificationRead } from '@hireloop/shared-ui/helpers'
import { useMemo } from 'react'
import useSWR from 'swr'
import {
  archiveReferralNotification,
  deleteReferralNotification,
  fetchReferralNotifications,
  type ReferralNotification,
} from '../../api/referral-notifications/referral-notifications'

/** The spec's failure toasts (part 1 §8). */
export const REFERRAL_NOTIFICATION_FAILURES = {
  read: 'Failed to mark notification as read',
  delete: 'Failed to delete notification',
  archive: 'Failed to archive notification',
} as const

/** Referral notifications are polled every 30 s (part 1 §9) while the panel is open. */
export const REFERRAL_NOTIFICATIONS_POLL_MS = 30_000

/** The badge's cache may also hold null (signed out) or the missing-endpoint marker: anything but a list is empty. */
const asList = (data: unknown): ReferralNotification[] =>
  Array.isArray(data) ? (data as ReferralNotification[]).filter((item) => !item.isArchived) : []

/**
 * The panel's list and its actions, each optimistic with the spec's failure toast; after each one the shared key is
 * fetched again, so the Referrals badge (same key) shows the server's count.
 */
export function useReferralNotifications(open: boolean) {
  const { toast } = useToast()
  const { data, error, isLoading, mutate } = useSWR<unknown>(
    open ? REFERRAL_NOTIFICATIONS_KEY : null,
    fetchReferralNotifications,
    { refreshInterval: open ? REFERRAL_NOTIFICATIONS_POLL_MS : 0, revalidateOnMount: true, revalidateIfStale: true }
  )
  const notifications = asList(data)

  const actions = useMemo(() => {
    const change = (update: (list: ReferralNotification[]) => ReferralNotification[]) =>
      void mutate(
        (current: unknown) => (Array.isArray(current) ? update(current as ReferralNotification[]) : current),
        {
          revalidate: false,
        }
      )
    const setRead = (id: string, isRead: boolean) =>
      change((list) => list.map((item) => (item.id === id ? { ...item, isRead } : item)))
    const refresh = () => void mutate()

    /** Takes an item out of the list; puts it back where it was on failure. */
    const removal = (
      notification: ReferralNotification,
      request: (id: string) => Promise<unknown>,
      failure: string
    ) => {
      let index = -1
      return runOptimistic({
        apply: () =>
          change((list) => {
            index = list.findIndex((item) => item.id === notification.id)
            return list.filter((item) => item.id !== notification.id)
          }),
        request: () => request(notification.id),
        commit: refresh,
        rollback: () =>
          change((list) => {
            const items = list.filter((item) => item.id !== notification.id)
            items.splice(index < 0 ? items.length : index, 0, notification)
            return items
          }),
        onError: () => toast({ title: failure, variant: 'error' }),
      })
    }

    return {
      markRead: (notification: ReferralNotification) => {
        if (notification.isRead) return Promise.resolve(true)
        return runOptimistic({
          apply: () => setRead(notification.id, true),
          request: () => markReferralNotificationRead(notification.id),
          commit: refresh,
          rollback: () => setRead(notification.id, false),
          onError: () => toast({ title: REFERRAL_NOTIFICATION_FAILURES.read, variant: 'error' }),
        })
      },
      archive: (notification: ReferralNotification) =>
        removal(notification, archiveReferralNotification, REFERRAL_NOTIFICATION_FAILURES.archive),
      remove: (notification: ReferralNotification) =>
        removal(notification, deleteReferralNotification, REFERRAL_NOTIFICATION_FAILURES.delete),
    }
  }, [mutate, toast])

  return { notifications, loaded: data !== undefined, error, isLoading, actions }
}
