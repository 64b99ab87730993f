import type { StartThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

/**
 * POST /api/threads {recipientId, jobId?} (part 2 §7): the pair's conversation about that job, started (201) or the
 * existing one (200, `isExisting`). 403 `{error}` when the two may not talk.
 */
export function startThread(recipientId: string, jobId?: string | null): Promise<StartThreadAnswer> {
  return apiJson<StartThreadAnswer>('POST', '/api/threads', jobId ? { recipientId, jobId } : { recipientId })
}
