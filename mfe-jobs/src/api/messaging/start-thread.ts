import { apiJson } from '@hireloop/shared-ui'
import type { StartThreadAnswer } from '@hireloop/backend/api-types/messaging'

export const THREADS_URL = '/api/threads'

/** Where the Messages remote opens a conversation (mfe-messaging reads `?thread={id}`). */
export const conversationPath = (threadId: string) => `/messages?thread=${encodeURIComponent(threadId)}`

/**
 * POST /api/threads {recipientId, jobId?} (part 2 §7): the pair's conversation about that job, started (201) or the
 * existing one (200, `isExisting`). 403 `{error}` when the two may not talk.
 */
export function startThread(recipientId: string, jobId: string | null): Promise<StartThreadAnswer> {
  return apiJson<StartThreadAnswer>('POST', THREADS_URL, jobId ? { recipientId, jobId } : { recipientId })
}
