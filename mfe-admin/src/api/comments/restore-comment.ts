import type { CommentJson } from '@hireloop/backend/api-types/feed'
import { apiJson } from '@hireloop/shared-ui'

export interface RestoreCommentAnswer {
  message: string
  comment: CommentJson
}

/** POST /api/comments/{id}/restore (admin) → { message, comment }. */
export function restoreComment(id: string): Promise<RestoreCommentAnswer> {
  return apiJson<RestoreCommentAnswer>('POST', `/api/comments/${encodeURIComponent(id)}/restore`)
}
