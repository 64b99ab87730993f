import { fetchPostsPage, type Post } from '@hireloop/shared-ui'
import { useCallback } from 'react'
import { useCursorList } from '../../lib/use-cursor-list'

export const FEED_PAGE_SIZE = 10

/** The ranked feed ('intelligent', the default of GET /api/posts), one keyset page at a time. */
export function useFeed() {
  const fetchPage = useCallback(async (cursor: string | null) => {
    const page = await fetchPostsPage({ limit: FEED_PAGE_SIZE, cursor })
    return { items: page.posts, nextCursor: page.nextCursor, hasMore: page.hasMore }
  }, [])
  return useCursorList<Post>('feed', fetchPage)
}
