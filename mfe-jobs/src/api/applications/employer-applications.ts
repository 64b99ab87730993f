import { apiJson } from '@hireloop/shared-ui'
import type {
  ApplicationTab,
  EmployerApplicationAnswer,
  EmployerApplicationsPage,
} from '@hireloop/backend/api-types/jobs'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import useSWR from 'swr'

export type { ApplicationTab, EmployerApplicationAnswer, EmployerApplicationsPage }
export type ApplicationCounts = NonNullable<EmployerApplicationsPage['counts']>

/** The name of whoever referred a referred application, null when unknown (the card then reads 'Referred'). */
export function referrerNameOf(application: EmployerApplicationAnswer): string | null {
  const name = application.referrerName?.trim()
  return application.referred && name ? name : null
}

/** Applicants per page; the panel loads more on demand. */
export const EMPLOYER_APPLICATIONS_PAGE_SIZE = 20
/** The dashboard re-reads the first page this often, so new applicants appear without a reload. */
export const EMPLOYER_APPLICATIONS_POLL_MS = 30_000

/** GET /api/jobs/{jobId}/applications?tab&limit[&cursor] */
export function employerApplicationsUrl(jobId: string, tab: ApplicationTab, cursor?: string | null): string {
  const query = new URLSearchParams({ tab, limit: String(EMPLOYER_APPLICATIONS_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return `/api/jobs/${encodeURIComponent(jobId)}/applications?${query.toString()}`
}

export function fetchEmployerApplications(
  jobId: string,
  tab: ApplicationTab,
  cursor?: string | null
): Promise<EmployerApplicationsPage> {
  return apiJson<EmployerApplicationsPage>('GET', employerApplicationsUrl(jobId, tab, cursor))
}

/** Whether an application belongs under a dashboard tab (pending = applied; reviewed = anything past applied). */
export function inTab(application: EmployerApplicationAnswer, tab: ApplicationTab): boolean {
  if (tab === 'referred') return application.referred
  if (tab === 'pending') return application.status === 'applied'
  if (tab === 'reviewed') return application.status !== 'applied'
  return true
}

/**
 * The applicants of one job under one tab: the first page through SWR (polled, revalidated after every change, with
 * the tab counts), later pages by cursor on demand.
 */
export function useEmployerApplications(jobId: string | null, tab: ApplicationTab) {
  const key = jobId ? employerApplicationsUrl(jobId, tab) : null
  const first = useSWR<EmployerApplicationsPage>(key, () => fetchEmployerApplications(jobId!, tab), {
    refreshInterval: EMPLOYER_APPLICATIONS_POLL_MS,
    keepPreviousData: false,
  })
  const [more, setMore] = useState<{ key: string | null; pages: EmployerApplicationsPage[] }>({ key, pages: [] })
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<unknown>(null)
  const pages = more.key === key ? more.pages : []
  const last = pages.length ? pages[pages.length - 1] : first.data
  const hasMore = Boolean(last?.hasMore && last.nextCursor)

  const seen = new Set<string>()
  const applications: EmployerApplicationAnswer[] = []
  for (const page of [first.data, ...pages]) {
    for (const application of page?.applications ?? []) {
      if (seen.has(application.id)) continue
      seen.add(application.id)
      applications.push(application)
    }
  }

  // A fresh first page (the poll, a change) moves everyone after it: the pages loaded beyond it are read again from its
  // cursor, so an applicant pushed from page one to page two is not lost between the two.
  const loadedPages = useRef(0)
  useLayoutEffect(() => {
    loadedPages.current = pages.length
  })
  const firstPage = first.data
  useEffect(() => {
    const count = loadedPages.current
    if (!jobId || !firstPage || count === 0) return
    let current = true
    const reread = async () => {
      const fresh: EmployerApplicationsPage[] = []
      let cursor = firstPage.hasMore ? firstPage.nextCursor : null
      while (cursor && fresh.length < count) {
        const page = await fetchEmployerApplications(jobId, tab, cursor)
        fresh.push(page)
        cursor = page.hasMore ? page.nextCursor : null
      }
      if (current) setMore({ key, pages: fresh })
    }
    reread().catch(() => {
      // The pages shown stay; the next refresh reads them again.
    })
    return () => {
      current = false
    }
  }, [firstPage, jobId, tab, key])

  const nextCursor = last?.nextCursor ?? null
  const loadMore = async () => {
    if (!jobId || !nextCursor || loadingMore) return
    setLoadingMore(true)
    setMoreError(null)
    try {
      const page = await fetchEmployerApplications(jobId, tab, nextCursor)
      setMore((current) => ({ key, pages: [...(current.key === key ? current.pages : []), page] }))
    } catch (error) {
      setMoreError(error)
    } finally {
      setLoadingMore(false)
    }
  }

  const { mutate } = first
  /** Puts a changed application in place (dropping it where its tab no longer holds it) and re-reads the counts. */
  const replace = useCallback(
    (changed: EmployerApplicationAnswer) => {
      const apply = (page: EmployerApplicationsPage): EmployerApplicationsPage => ({
        ...page,
        applications: page.applications
          .map((application) => (application.id === changed.id ? { ...application, ...changed } : application))
          .filter((application) => inTab(application, tab)),
      })
      setMore((current) => (current.key === key ? { key, pages: current.pages.map(apply) } : current))
      void mutate((page) => (page ? apply(page) : page), { revalidate: true })
    },
    [key, tab, mutate]
  )

  return {
    applications,
    counts: first.data?.counts ?? null,
    isLoading: Boolean(key) && first.data === undefined && !first.error,
    error: first.error as unknown,
    hasMore,
    loadingMore,
    moreError,
    loadMore,
    replace,
    refresh: () => void mutate(),
  }
}
