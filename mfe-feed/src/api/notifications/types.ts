import type { NotificationJson } from '@hireloop/backend/api-types/notifications'

/** A notification as GET /api/notifications answers it (the backend transformer's type, part 1 §3). */
export type AppNotification = NotificationJson & {
  /** Jobs notifications will carry their job (part 1 §3); the jobs module does not exist yet. */
  job?: { id?: string; title: string } | null
}

export interface NotificationPage {
  notifications: AppNotification[]
  nextCursor: string | null
  hasMore: boolean
}
