import type { StartThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'
import { THREADS_URL } from './get-threads'

/** POST /api/threads {recipientId, jobId?}: a new thread (201) or the pair's existing one (200, isExisting). */
export function startThread(recipientId: string, jobId?: string): Promise<StartThreadAnswer> {
  return apiJson<StartThreadAnswer>('POST', THREADS_URL, jobId ? { recipientId, jobId } : { recipientId })
}
