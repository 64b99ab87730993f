import type { UnreadCountAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'
import { threadUrl } from './thread-url'

/** POST /api/threads/{id}/mark-read: the reader's incoming messages of the thread become read. */
export function markThreadRead(threadId: string): Promise<UnreadCountAnswer> {
  return apiJson<UnreadCountAnswer>('POST', `${threadUrl(threadId)}/mark-read`)
}
