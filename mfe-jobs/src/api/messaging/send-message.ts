import { apiJson } from '@hireloop/shared-ui'
import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'

/** POST /api/messages {threadId, content} (part 2 §7) → 201 the stored message. */
export function sendMessage(threadId: string, content: string): Promise<MessageAnswer> {
  return apiJson<MessageAnswer>('POST', '/api/messages', { threadId, content }, { idempotent: true })
}
