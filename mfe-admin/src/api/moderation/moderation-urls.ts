import type { ContentType, Severity } from '@hireloop/backend/api-types/moderation'
import type { QueueStatusFilter } from '@hireloop/backend/moderation-constants'

export const MODERATION_API = '/api/moderation'
export const QUEUE_URL = `${MODERATION_API}/queue`
export const STATS_URL = `${MODERATION_API}/stats`
export const REPUTATION_STATS_URL = `${MODERATION_API}/reputation-stats`
export const USERS_FOR_REVIEW_URL = `${MODERATION_API}/users-for-review`

export interface QueueFilters {
  /** `open` (the server's default): pending and escalated items, everything still waiting for a decision. */
  status: QueueStatusFilter
  severity: Severity | ''
  contentType: ContentType | ''
}

/**
 * GET /api/moderation/queue?status=&severity=&contentType=&cursor= (empty filters and the default `open` are left out;
 * no cursor is the first page).
 */
export function queueUrl(filters: QueueFilters, cursor: string | null = null): string {
  const params = new URLSearchParams()
  if (filters.status !== 'open') params.set('status', filters.status)
  if (filters.severity) params.set('severity', filters.severity)
  if (filters.contentType) params.set('contentType', filters.contentType)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${QUEUE_URL}?${query}` : QUEUE_URL
}

/** Every moderation answer the screen keeps (after an action all of them may have changed). */
export const isModerationKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${MODERATION_API}/`)
