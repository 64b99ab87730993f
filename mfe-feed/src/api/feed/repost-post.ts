import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { RepostResponse } from './types'

/** POST /api/posts/{id}/repost → { reposted, repostsCount }; once per user (the button is disabled after). */
export function repostPost(id: string): Promise<RepostResponse> {
  return apiJson<RepostResponse>('POST', `${postKey(id)}/repost`)
}
