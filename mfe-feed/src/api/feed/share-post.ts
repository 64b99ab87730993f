import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { ShareResponse } from './types'

/** POST /api/posts/{id}/share → { sharesCount, message }. */
export function sharePost(id: string): Promise<ShareResponse> {
  return apiJson<ShareResponse>('POST', `${postKey(id)}/share`)
}
