import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { LikeResponse, PostReaction } from './types'

/**
 * POST /api/posts/{id}/like { type }: no reaction yet adds it, the same type again removes it, another type switches
 * to it (spec README "Reactions").
 */
export function reactToPost(id: string, type: PostReaction = 'like'): Promise<LikeResponse> {
  return apiJson<LikeResponse>('POST', `${postKey(id)}/like`, { type })
}
