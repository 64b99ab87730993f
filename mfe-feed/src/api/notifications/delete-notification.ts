import { apiJson } from '@hireloop/shared-ui'
import { notificationUrl } from './mark-notification-read'

/** DELETE /api/notifications/{id} → { success }. */
export function deleteNotification(id: string): Promise<{ success: boolean }> {
  return apiJson('DELETE', notificationUrl(id))
}
