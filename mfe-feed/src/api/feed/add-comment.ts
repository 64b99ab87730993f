import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { Comment } from './types'

/** POST /api/posts/{id}/comments { content, parentCommentId } → the created comment (201). */
export function addComment(postId: string, content: string, parentCommentId: string | null = null): Promise<Comment> {
  return apiJson<Comment>('POST', `${postKey(postId)}/comments`, { content, parentCommentId })
}
