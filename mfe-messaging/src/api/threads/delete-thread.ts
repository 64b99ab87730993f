import { apiJson } from '@hireloop/shared-ui'
import { threadUrl } from './thread-url'

/** DELETE /api/threads/{id}: removes the thread for the caller only (the other participant keeps it). */
export function deleteThread(threadId: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', threadUrl(threadId))
}
