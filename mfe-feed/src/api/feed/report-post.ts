import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { MessageResponse } from './types'

/** POST /api/posts/{id}/report → { message }; a second report by the same user is a 409. */
export function reportPost(id: string, reason?: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', `${postKey(id)}/report`, reason ? { reason } : {})
}
