import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { ApplicationAnswer, MyApplicationsPage } from '@hireloop/backend/api-types/jobs'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'

export type { ApplicationAnswer, ApplicationHistoryEntry, MyApplicationsPage } from '@hireloop/backend/api-types/jobs'

export const MY_APPLICATIONS_URL = '/api/applications/my'
export const MY_APPLICATIONS_PAGE_SIZE = 20
/**
 * Live status: while /applications is open the list is read again every 30 s (and when the window regains focus),
 * so a status the employer sets shows within one interval without a reload. The app's default is no polling
 * (part 1 §9); this list opts in.
 */
export const MY_APPLICATIONS_POLL_MS = 30_000

/** GET /api/applications/my?limit=&cursor= (newest first). */
export function myApplicationsPageUrl(cursor: string | null, limit = MY_APPLICATIONS_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${MY_APPLICATIONS_URL}?${query.toString()}`
}

export function fetchMyApplicationsPage(cursor: string | null): Promise<MyApplicationsPage> {
  return apiJson<MyApplicationsPage>('GET', myApplicationsPageUrl(cursor))
}

/** The pages the list holds, joined; `pages` is how many were read (a refresh reads that many again). */
export interface MyApplicationsList extends MyApplicationsPage {
  pages: number
}

/** Adds the applications the list does not hold yet (a keyset walk may return one again). */
export function appendPage(list: MyApplicationsList, page: MyApplicationsPage): MyApplicationsList {
  const seen = new Set(list.applications.map((application) => application.id))
  return {
    applications: [...list.applications, ...page.applications.filter((application) => !seen.has(application.id))],
    nextCursor: page.nextCursor,
    hasMore: page.hasMore && Boolean(page.nextCursor),
    // The newest page's count (an application may have come or gone since the first page).
    total: page.total ?? list.total,
    pages: list.pages + 1,
  }
}

/** Reads the first `pages` pages again, in order: what a refresh of the list on screen needs. */
export async function fetchMyApplications(pages: number): Promise<MyApplicationsList> {
  let list: MyApplicationsList = { applications: [], nextCursor: null, hasMore: true, total: 0, pages: 0 }
  let cursor: string | null = null
  while (list.pages < Math.max(1, pages)) {
    const page = await fetchMyApplicationsPage(cursor)
    list = appendPage(list, page)
    if (!list.hasMore) break
    cursor = list.nextCursor
  }
  return list
}

/**
 * The candidate's applications, newest first, polled every MY_APPLICATIONS_POLL_MS. `loadMore` reads the next page;
 * `remove` drops one (after a withdrawal) without a round trip. Pass `enabled: false` for readers who may not see it.
 */
export function useMyApplications(enabled: boolean) {
  const pagesRef = useRef(1)
  const swr = useSWR<MyApplicationsList>(
    enabled ? MY_APPLICATIONS_URL : null,
    () => fetchMyApplications(pagesRef.current),
    {
      refreshInterval: MY_APPLICATIONS_POLL_MS,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      shouldRetryOnError: false,
    }
  )
  const { data, mutate } = swr
  useLayoutEffect(() => {
    pagesRef.current = data?.pages ?? 1
  })
  const [loadingMore, setLoadingMore] = useState(false)
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null)

  const loadMore = useCallback(async () => {
    if (loadingMore || !data?.hasMore || !data.nextCursor) return
    setLoadingMore(true)
    setLoadMoreError(null)
    try {
      const page = await fetchMyApplicationsPage(data.nextCursor)
      await mutate((current) => (current ? appendPage(current, page) : current), { revalidate: false })
    } catch (error) {
      setLoadMoreError(error)
    } finally {
      setLoadingMore(false)
    }
  }, [data, loadingMore, mutate])

  const remove = useCallback(
    (id: string) =>
      mutate(
        (current) =>
          current && {
            ...current,
            applications: current.applications.filter((application: ApplicationAnswer) => application.id !== id),
            total: current.applications.some((application) => application.id === id)
              ? Math.max(0, current.total - 1)
              : current.total,
          },
        { revalidate: false }
      ),
    [mutate]
  )

  return { ...swr, loadMore, loadingMore, loadMoreError, remove }
}
