import { apiJson } from '@hireloop/shared-ui'
import { commentUrl } from './edit-comment'
import type { CommentCounts, CommentReaction, MessageResponse } from './types'

/** POST /api/comments/{id}/reactions { type } → the counts and the reader's reaction (same type again removes it). */
export function reactToComment(id: string, type: CommentReaction): Promise<CommentCounts> {
  return apiJson<CommentCounts>('POST', `${commentUrl(id)}/reactions`, { type })
}

/** Reporting goes through the same endpoint with type `report`; 409 the second time. */
export function reportComment(id: string): Promise<CommentCounts & MessageResponse> {
  return apiJson<CommentCounts & MessageResponse>('POST', `${commentUrl(id)}/reactions`, { type: 'report' })
}
