import { useCursorList } from '@hireloop/shared-ui'
import { fetchPostsPage } from '../../api/feed/get-posts'
import type { Post } from '../../api/feed/types'
import { useCallback } from 'react'

export const FEED_PAGE_SIZE = 10

/** The ranked feed ('intelligent', the default of GET /api/posts), one keyset page at a time. */
export function useFeed() {
  const fetchPage = useCallback(async (cursor: string | null) => {
    const page = await fetchPostsPage({ limit: FEED_PAGE_SIZE, cursor })
    return { items: page.posts, nextCursor: page.nextCursor, hasMore: page.hasMore }
  }, [])
  return useCursorList<Post>('feed', fetchPage)
}
