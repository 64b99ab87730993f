import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { CommentPage } from './types'

/** Comments come 10 at a time (part 1 §9). */
export const COMMENTS_PAGE_SIZE = 10

/** GET /api/posts/{id}/comments?limit=10&cursor= → { comments, hasMore, nextCursor }, oldest first. */
export function commentsPageUrl(postId: string, cursor?: string | null, limit = COMMENTS_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${postKey(postId)}/comments?${query}`
}

export function fetchCommentsPage(postId: string, cursor?: string | null): Promise<CommentPage> {
  return apiJson<CommentPage>('GET', commentsPageUrl(postId, cursor))
}
