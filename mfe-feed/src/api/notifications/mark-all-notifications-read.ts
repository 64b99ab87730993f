import { apiJson } from '@hireloop/shared-ui'

/** PATCH /api/notifications/read-all → { updated, unreadCount }. */
export function markAllNotificationsRead(): Promise<{ updated: number; unreadCount: number }> {
  return apiJson('PATCH', '/api/notifications/read-all')
}
