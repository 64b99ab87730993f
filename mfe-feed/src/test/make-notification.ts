import type { AppNotification } from '../api/notifications/types'

/** A notification as GET /api/notifications answers it (someone liked a post), for unit tests. */
export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    type: 'like',
    message: 'Casey liked your post',
    isRead: false,
    createdAt: new Date().toISOString(),
    actor: { id: 'u2', name: 'Casey Jones', profileImage: null },
    entityType: 'post',
    entityId: 'p1',
    commentId: null,
    job: null,
    link: '/post/p1',
    ...overrides,
  }
}
