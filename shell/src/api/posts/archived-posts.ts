import { apiJson } from '@hireloop/shared-ui'
import type { PostJson } from '@hireloop/backend/api-types/feed'
import useSWR, { type ScopedMutator } from 'swr'

export const ARCHIVED_POSTS_KEY = '/api/posts/archived?limit=50'

export interface ArchivedPostsPage {
  posts: PostJson[]
  nextCursor: string | null
  hasMore: boolean
}

/**
 * GET /api/posts/archived: the reader's own archived posts. A post is archived from its menu in the feed area, so
 * each opening of the profile reads the list again, however soon after the last.
 */
export function useArchivedPosts() {
  return useSWR<ArchivedPostsPage>(ARCHIVED_POSTS_KEY, (url: string) => apiJson<ArchivedPostsPage>('GET', url), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  })
}

/** Where the feed area keeps one post's page (GET /api/posts/{id}). */
const postPageKey = (id: string) => `/api/posts/${encodeURIComponent(id)}`

/** After a restore here: the post's cached page shows it back in the feed, not archived. */
export function markPostRestored(mutate: ScopedMutator, id: string) {
  return mutate<{ isArchived: boolean }>(postPageKey(id), (post) => post && { ...post, isArchived: false }, {
    revalidate: false,
  })
}

/** After a delete here: the post's cached page is dropped, so opening it again reads that it is gone. */
export function dropPostPage(mutate: ScopedMutator, id: string) {
  return mutate(postPageKey(id), undefined, { revalidate: true })
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
