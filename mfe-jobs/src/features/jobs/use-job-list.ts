import { useCursorList } from '@hireloop/shared-ui'
import { useCallback, useState } from 'react'
import { fetchJobsPage } from '../../api/jobs/get-jobs'
import type { Job } from '../../api/jobs/types'

/** 'N jobs', or '1,000+ jobs' when the server capped its count. */
export function jobsCountText(total: number, capped: boolean): string {
  if (capped) return `${total.toLocaleString('en-US')}+ jobs`
  return `${total} job${total === 1 ? '' : 's'}`
}

/** The jobs of one search, page by page, with the server's total for 'Showing N jobs'. */
export function useJobList(params: URLSearchParams) {
  const key = params.toString()
  const [total, setTotal] = useState<{ key: string; value: number; capped: boolean } | null>(null)
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const page = await fetchJobsPage(new URLSearchParams(key), cursor)
      if (cursor === null && page.total !== null)
        setTotal({ key, value: page.total, capped: page.totalIsCapped === true })
      return { items: page.jobs, nextCursor: page.nextCursor, hasMore: page.hasMore }
    },
    [key]
  )
  const list = useCursorList<Job>(`jobs?${key}`, fetchPage)
  const current = total?.key === key ? total : null
  return { ...list, total: current?.value ?? null, totalIsCapped: current?.capped ?? false }
}
