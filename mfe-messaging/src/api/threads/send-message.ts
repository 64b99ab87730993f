import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'
import { threadUrl } from './thread-url'

/** POST /api/threads/{id}/messages {content} → 201 the message. */
export function sendMessage(threadId: string, content: string): Promise<MessageAnswer> {
  return apiJson<MessageAnswer>('POST', `${threadUrl(threadId)}/messages`, { content }, { idempotent: true })
}
