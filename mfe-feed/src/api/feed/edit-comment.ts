import { apiJson } from '@hireloop/shared-ui'
import type { Comment } from './types'

export function commentUrl(id: string): string {
  return `/api/comments/${encodeURIComponent(id)}`
}

/** PATCH /api/comments/{id} { content } → the comment with isEdited (its author only). */
export function editComment(id: string, content: string): Promise<Comment> {
  return apiJson<Comment>('PATCH', commentUrl(id), { content })
}
