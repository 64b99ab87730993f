/** The job a notification is about (part 1 §3): its id, title and company name (null when the event has none). */
export interface NotificationJob {
  id: string
  title: string
  company: string | null
}

/** A row of queries/notifications_query.ts. */
export interface NotificationRow {
  id: string
  type: string
  message: string
  is_read: boolean
  created_at: Date
  entity_type: string | null
  entity_id: string | null
  comment_id: string | null
  job: NotificationJob | string | null
  actor_id: string | null
  actor_name: string | null
  actor_profile_image: string | null
}

/** Where the client goes when the notification is opened. */
function linkOf(row: NotificationRow) {
  // Applications (jobs module): the employer's dashboard, the candidate's list.
  if (row.type === 'candidate_applied') return '/dashboard?view=applications'
  if (row.entity_type === 'application') return '/applications'
  // Messaging: a connection request or acceptance opens the Messages page's Connections tab; a recommended job opens that job.
  if (row.type === 'connection_request' || row.type === 'connection_accepted') return '/messages/connections'
  if (row.type === 'job_recommendation') return row.entity_id ? `/jobs/${row.entity_id}` : '/jobs'
  // Moderation: the author's notice (guideline, reason, acknowledge or appeal) is on their account standing page.
  if (row.type === 'moderation_violation') return '/profile/standing'
  if (row.entity_type === 'post' && row.entity_id) return `/post/${row.entity_id}`
  if (row.entity_type === 'job' && row.entity_id) return `/jobs/${row.entity_id}`
  return null
}

function jobOf(row: NotificationRow): NotificationJob | null {
  const job = typeof row.job === 'string' ? (JSON.parse(row.job) as NotificationJob) : row.job
  return job ? { id: job.id, title: job.title, company: job.company ?? null } : null
}

/** The Notification of part 1 §3, with its optional job ({ id, title, company }). */
export function transformNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name, profileImage: row.actor_profile_image } : null,
    entityType: row.entity_type,
    entityId: row.entity_id,
    commentId: row.comment_id,
    job: jobOf(row),
    link: linkOf(row),
  }
}

export type NotificationJson = ReturnType<typeof transformNotification>
