import { apiRequest, useCursorList, type CursorPage } from '@hireloop/shared-ui'
import { useCallback, useState } from 'react'
import { savedJobsUrl, type SavedJob, type SavedJobsAnswer } from '../../api/saved/get-saved'

/** The header the service worker puts on an answer it kept on the device (shell/public/sw-offline.js). */
export const KEPT_HEADER = 'X-Kept-At'

export interface SavedJobsPage extends CursorPage<SavedJob> {
  /** When the device kept this page, if it comes from the device (offline) rather than the server. */
  keptAt: string | null
}

export async function fetchSavedJobs(url: string): Promise<SavedJobsPage> {
  const response = await apiRequest('GET', url)
  const page = (await response.json()) as Partial<SavedJobsAnswer>
  return {
    items: page.jobs ?? [],
    nextCursor: page.nextCursor ?? null,
    hasMore: page.hasMore === true,
    keptAt: response.headers.get(KEPT_HEADER),
  }
}

/**
 * GET /api/jobs?saved=true, a page at a time, read again from its first page on every opening (saves change on
 * other screens), and when the device kept what is shown if a page came from its copy rather than the server.
 */
export function useKeptSavedJobs() {
  const [keptAt, setKeptAt] = useState<string | null>(null)
  const fetchPage = useCallback(async (cursor: string | null) => {
    const page = await fetchSavedJobs(savedJobsUrl(cursor))
    // A first page starts the list again; a later page kept on the device dates the list if nothing else did.
    setKeptAt((shown) => (cursor ? (shown ?? page.keptAt) : page.keptAt))
    return page
  }, [])
  const list = useCursorList<SavedJob>('saved-jobs', fetchPage)
  return { list, keptAt }
}

/** "Saved on 3 Jun 2026, 14:05 — may be out of date" for a list read from the device. */
export function keptWords(keptAt: string) {
  const date = new Date(keptAt)
  const when = Number.isNaN(date.getTime())
    ? keptAt
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return `Saved on ${when} — may be out of date`
}
