import { apiJson } from '@hireloop/shared-ui'
import type { FeedType, PostPage } from './types'

/**
 * Where posts are read and written. POST { blocks } → the created post (201), empty blocks dropped: the composer
 * sends it through the outbox (`sendOrKeep`, with its Idempotency-Key), so a post written offline waits on the device.
 */
export const POSTS_URL = '/api/posts'

export interface PostsPageParams {
  type?: FeedType
  limit?: number
  cursor?: string | null
}

/** GET /api/posts?type=&limit=&cursor= (keyset pages; the cursor comes from the previous page). */
export function postsPageUrl({ type, limit, cursor }: PostsPageParams = {}): string {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (limit) query.set('limit', String(limit))
  if (cursor) query.set('cursor', cursor)
  const search = query.toString()
  return search ? `${POSTS_URL}?${search}` : POSTS_URL
}

export function fetchPostsPage(params: PostsPageParams = {}): Promise<PostPage> {
  return apiJson<PostPage>('GET', postsPageUrl(params))
}
