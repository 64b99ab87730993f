import type { NotificationJson } from '@hireloop/backend/api-types/notifications'

/** A notification as GET /api/notifications answers it (the backend transformer's type, part 1 §3), with its job. */
export type AppNotification = NotificationJson

export interface NotificationPage {
  notifications: AppNotification[]
  nextCursor: string | null
  hasMore: boolean
}
