import { apiJson } from '@hireloop/shared-ui'
import type { PostJson } from '@hireloop/backend/api-types/feed'
import useSWR from 'swr'

export const ARCHIVED_POSTS_KEY = '/api/posts/archived?limit=50'

export interface ArchivedPostsPage {
  posts: PostJson[]
  nextCursor: string | null
  hasMore: boolean
}

/** GET /api/posts/archived: the reader's own archived posts. */
export function useArchivedPosts() {
  return useSWR<ArchivedPostsPage>(ARCHIVED_POSTS_KEY, (url: string) => apiJson<ArchivedPostsPage>('GET', url))
}

/** PATCH /api/posts/{id}/archive {isArchived: false}: back to the feed. */
export function restorePost(id: string) {
  return apiJson<{ isArchived: boolean; message: string }>('PATCH', `/api/posts/${encodeURIComponent(id)}/archive`, {
    isArchived: false,
  })
}

/** DELETE /api/posts/{id}: gone for good. */
export function deletePost(id: string) {
  return apiJson<{ message: string }>('DELETE', `/api/posts/${encodeURIComponent(id)}`)
}
