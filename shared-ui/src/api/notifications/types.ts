/** A notification as GET /api/notifications answers it (backend/app/notifications transformer, part 1 §3). */
export interface AppNotification {
  id: string
  /** comment_on_post, reply_to_comment, post_like, comment_like, and later the referral and job types. */
  type: string
  message: string
  isRead: boolean
  createdAt: string
  actor: { id: string; name: string | null; profileImage: string | null } | null
  entityType: string | null
  entityId: string | null
  commentId: string | null
  /** Where opening it leads, e.g. /post/{id}. */
  link: string | null
  /** Jobs notifications carry their job (part 1 §3). */
  job?: { id?: string; title: string } | null
}

export interface NotificationPage {
  notifications: AppNotification[]
  nextCursor: string | null
  hasMore: boolean
}
