import { apiJson } from '@hireloop/shared-ui'
import { commentUrl } from './edit-comment'
import type { DeleteCommentResponse } from './types'

/**
 * DELETE /api/comments/{id}: its author soft-deletes, the post's author or an admin removes it permanently, anyone
 * else gets 403 { error: 'Permission Denied', message } (part 1 §6).
 */
export function deleteComment(id: string): Promise<DeleteCommentResponse> {
  return apiJson<DeleteCommentResponse>('DELETE', commentUrl(id))
}
