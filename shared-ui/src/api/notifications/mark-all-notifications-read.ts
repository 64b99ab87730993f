import { apiJson } from '../client'

/** PATCH /api/notifications/read-all → { updated, unreadCount }. */
export function markAllNotificationsRead(): Promise<{ updated: number; unreadCount: number }> {
  return apiJson('PATCH', '/api/notifications/read-all')
}
