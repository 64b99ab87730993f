import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { MessageResponse } from './types'

/** DELETE /api/posts/{id} → { message } (owner only). */
export function deletePost(id: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', postKey(id))
}
