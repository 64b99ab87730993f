import type { MessagesPage } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'
import { threadUrl } from './thread-url'

export const MESSAGES_PAGE_SIZE = 30

/** GET /api/threads/{id}/messages?limit&cursor: a page oldest first; `nextCursor` goes back in time. */
export function messagesPageUrl(threadId: string, cursor: string | null, limit = MESSAGES_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${threadUrl(threadId)}/messages?${query.toString()}`
}

export function fetchMessagesPage(threadId: string, cursor: string | null): Promise<MessagesPage> {
  return apiJson<MessagesPage>('GET', messagesPageUrl(threadId, cursor))
}
