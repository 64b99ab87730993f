import { apiJson } from '@hireloop/shared-ui'

export function notificationUrl(id: string): string {
  return `/api/notifications/${encodeURIComponent(id)}`
}

/** PATCH /api/notifications/{id}/read → { id, isRead }. */
export function markNotificationRead(id: string): Promise<{ id: string; isRead: boolean }> {
  return apiJson('PATCH', `${notificationUrl(id)}/read`)
}
