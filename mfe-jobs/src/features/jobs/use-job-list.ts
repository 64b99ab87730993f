import { useCursorList } from '@hireloop/shared-ui'
import { useCallback, useState } from 'react'
import { fetchJobsPage } from '../../api/jobs/get-jobs'
import type { Job } from '../../api/jobs/types'

/** The jobs of one search, page by page, with the server's total for 'Showing N jobs'. */
export function useJobList(params: URLSearchParams) {
  const key = params.toString()
  const [total, setTotal] = useState<{ key: string; value: number } | null>(null)
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const page = await fetchJobsPage(new URLSearchParams(key), cursor)
      if (cursor === null && page.total !== null) setTotal({ key, value: page.total })
      return { items: page.jobs, nextCursor: page.nextCursor, hasMore: page.hasMore }
    },
    [key]
  )
  const list = useCursorList<Job>(`jobs?${key}`, fetchPage)
  return { ...list, total: total?.key === key ? total.value : null }
}
