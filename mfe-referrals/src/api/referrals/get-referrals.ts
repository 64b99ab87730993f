import { apiJson } from '@hireloop/shared-ui'
import type { ReferralAnswer, ReferralListAnswer } from '@hireloop/backend/api-types/referrals'
import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import useSWR from 'swr'

/** 'sent': the requests the reader made (they are the candidate); 'received': the requests they are asked to answer. */
export type ReferralBox = 'sent' | 'received'

/**
 * Referrals per page: the most the server gives at once. The dashboard's counters are counted from the pages read, so
 * the first page is as large as the server allows.
 */
export const REFERRAL_PAGE_SIZE = REFERRAL_LIMITS.pageMax

/** GET /api/users/{userId}/referrals/received | sent: the list's SWR key (its pages add ?limit=&cursor=). */
export function referralListUrl(userId: string, box: ReferralBox): string {
  return `/api/users/${encodeURIComponent(userId)}/referrals/${box}`
}

/** One page of a list, newest first (the user themself only). */
export function referralPageUrl(listUrl: string, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(REFERRAL_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return `${listUrl}?${query.toString()}`
}

export async function fetchReferralPage(listUrl: string, cursor: string | null): Promise<ReferralListAnswer> {
  const answer = await apiJson<Partial<ReferralListAnswer> | undefined>('GET', referralPageUrl(listUrl, cursor))
  const nextCursor = answer?.nextCursor ?? null
  return { referrals: answer?.referrals ?? [], hasMore: answer?.hasMore === true && nextCursor !== null, nextCursor }
}

/** The pages of a list read so far, joined; `pages` is how many (a refresh reads that many again). */
export interface ReferralList extends ReferralListAnswer {
  pages: number
}

/** Adds the referrals the list does not hold yet (a keyset walk never repeats one, but a refresh may race it). */
export function appendReferralPage(list: ReferralList, page: ReferralListAnswer): ReferralList {
  const seen = new Set(list.referrals.map((referral) => referral.id))
  return {
    referrals: [...list.referrals, ...page.referrals.filter((referral) => !seen.has(referral.id))],
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
    pages: list.pages + 1,
  }
}

/** Reads the first `pages` pages again, in order: what a refresh of the list on screen needs. */
export async function fetchReferralList(listUrl: string, pages = 1): Promise<ReferralList> {
  let list: ReferralList = { referrals: [], hasMore: false, nextCursor: null, pages: 0 }
  do {
    list = appendReferralPage(list, await fetchReferralPage(listUrl, list.nextCursor))
  } while (list.hasMore && list.pages < pages)
  return list
}

/** Applies `change` to the referrals of a cached list, leaving its paging as it is. */
export function mapReferralList(
  list: ReferralList | undefined,
  change: (referral: ReferralAnswer) => ReferralAnswer
): ReferralList | undefined {
  return list && { ...list, referrals: list.referrals.map(change) }
}

/**
 * One of the reader's two lists, a page at a time: loaded once, refreshed (as many pages as read) after the reader's
 * own answers and live events; `loadMore` reads the next page.
 */
export function useReferralList(userId: string | null | undefined, box: ReferralBox) {
  const key = userId ? referralListUrl(userId, box) : null
  const pagesRef = useRef(1)
  const swr = useSWR<ReferralList>(key, (url: string) => fetchReferralList(url, pagesRef.current))
  const { data, mutate } = swr
  useLayoutEffect(() => {
    pagesRef.current = data?.pages ?? 1
  })
  const [loadingMore, setLoadingMore] = useState(false)
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null)
  const loading = useRef(false)

  const loadMore = useCallback(async () => {
    if (loading.current || !key || !data?.hasMore || !data.nextCursor) return
    loading.current = true
    setLoadingMore(true)
    setLoadMoreError(null)
    try {
      const page = await fetchReferralPage(key, data.nextCursor)
      await mutate((current) => (current ? appendReferralPage(current, page) : current), { revalidate: false })
    } catch (error) {
      setLoadMoreError(error)
    } finally {
      loading.current = false
      setLoadingMore(false)
    }
  }, [data, key, mutate])

  return {
    ...swr,
    referrals: data?.referrals,
    hasMore: data?.hasMore ?? false,
    loadMore,
    loadingMore,
    loadMoreError,
  }
}
