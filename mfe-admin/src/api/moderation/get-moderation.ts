import type {
  FlaggedUserAnswer,
  ModerationStatsAnswer,
  QueuePageAnswer,
  ReputationStatsAnswer,
} from '@hireloop/backend/api-types/moderation'
import { MODERATION_RULES } from '@hireloop/backend/moderation-constants'
import { apiJson } from '@hireloop/shared-ui'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import useSWR from 'swr'
import { queueUrl, REPUTATION_STATS_URL, STATS_URL, USERS_FOR_REVIEW_URL, type QueueFilters } from './moderation-urls'

const { refreshSeconds } = MODERATION_RULES
const get = <T>(url: string) => apiJson<T>('GET', url)

/** The queue's pages read so far, joined. */
export interface QueueList extends QueuePageAnswer {
  /** The first page's URL: which filters the list is for. */
  url: string
  /** How many pages were read (a refresh reads that many again). */
  pages: number
}

/** Adds a page's items the list does not hold yet and takes its cursor. */
export function appendQueuePage(list: QueueList, page: QueuePageAnswer): QueueList {
  const seen = new Set(list.items.map((item) => item.id))
  return {
    ...list,
    items: [...list.items, ...page.items.filter((item) => !seen.has(item.id))],
    hasMore: page.hasMore && Boolean(page.nextCursor),
    nextCursor: page.nextCursor,
    pages: list.pages + 1,
  }
}

/**
 * Reads the first `pages` pages of the queue, each from the cursor the page before it gave: decided items drop out
 * and the pages close up behind them, with no item skipped or listed twice.
 */
export async function fetchQueue(filters: QueueFilters, pages: number): Promise<QueueList> {
  const url = queueUrl(filters)
  let list: QueueList = { url, items: [], hasMore: true, nextCursor: null, pages: 0 }
  while (list.pages < Math.max(1, pages) && list.hasMore) {
    list = appendQueuePage(list, await get<QueuePageAnswer>(queueUrl(filters, list.nextCursor)))
  }
  return list
}

/**
 * GET /api/moderation/queue, a page at a time (`loadMore`), refreshed every 30 s (part 2 §7, §9): a refresh, and the
 * one after every action, reads as many pages as the list holds.
 */
export function useModerationQueue(filters: QueueFilters) {
  const url = queueUrl(filters)
  const pagesRef = useRef({ url, pages: 1 })
  // A filter change keeps the current list on screen until the new one arrives.
  const swr = useSWR<QueueList>(
    url,
    () => fetchQueue(filters, pagesRef.current.url === url ? pagesRef.current.pages : 1),
    { refreshInterval: refreshSeconds.queue * 1000, keepPreviousData: true }
  )
  const { data, mutate } = swr
  useLayoutEffect(() => {
    if (data) pagesRef.current = { url: data.url, pages: data.pages }
  })
  /** The list shown is this filter's (not the previous one's, kept while this one loads). */
  const current = data?.url === url ? data : undefined
  const [more, setMore] = useState<{ url: string; loading: boolean; error: unknown }>({
    url,
    loading: false,
    error: null,
  })
  const moreState = more.url === url ? more : { url, loading: false, error: null }

  const loadMore = useCallback(async () => {
    if (moreState.loading || !current?.hasMore || !current.nextCursor) return
    const cursor = current.nextCursor
    setMore({ url, loading: true, error: null })
    try {
      const page = await get<QueuePageAnswer>(queueUrl(filters, cursor))
      // Only onto the list this page follows: a list read again meanwhile ends elsewhere and has its own cursor.
      await mutate(
        (latest) =>
          latest && latest.url === url && latest.nextCursor === cursor ? appendQueuePage(latest, page) : latest,
        { revalidate: false }
      )
      setMore({ url, loading: false, error: null })
    } catch (error) {
      setMore({ url, loading: false, error })
    }
  }, [current, filters, moreState.loading, mutate, url])

  return {
    ...swr,
    hasMore: Boolean(current?.hasMore),
    loadMore,
    loadingMore: moreState.loading,
    loadMoreError: moreState.error,
  }
}

/** GET /api/moderation/stats, refreshed every 60 s. */
export function useModerationStats() {
  return useSWR<ModerationStatsAnswer>(STATS_URL, get, { refreshInterval: refreshSeconds.stats * 1000 })
}

/** GET /api/moderation/reputation-stats, refreshed every 60 s. */
export function useReputationStats() {
  return useSWR<ReputationStatsAnswer>(REPUTATION_STATS_URL, get, {
    refreshInterval: refreshSeconds.reputation * 1000,
  })
}

/** GET /api/moderation/users-for-review, refreshed every 120 s. */
export function useUsersForReview() {
  return useSWR<FlaggedUserAnswer[]>(USERS_FOR_REVIEW_URL, get, { refreshInterval: refreshSeconds.users * 1000 })
}
