import { apiRequest } from '@hireloop/shared-ui'
import useSWR from 'swr'
import { READ_ON_OPEN, SAVED_JOBS_KEY, type SavedJob } from '../../api/saved/get-saved'

/** The header the service worker puts on an answer it kept on the device (shell/public/sw-offline.js). */
export const KEPT_HEADER = 'X-Kept-At'

export interface SavedJobsPage {
  jobs: SavedJob[]
  /** When the device kept this list, if it comes from the device (offline) rather than the server. */
  keptAt: string | null
}

export async function fetchSavedJobs(url: string): Promise<SavedJobsPage> {
  const response = await apiRequest('GET', url)
  const page = (await response.json()) as { jobs: SavedJob[] }
  return { jobs: page.jobs, keptAt: response.headers.get(KEPT_HEADER) }
}

/** GET /api/jobs?saved=true (read again on every opening), saying whether the answer is the copy kept on the device. */
export function useKeptSavedJobs() {
  return useSWR<SavedJobsPage>(SAVED_JOBS_KEY, fetchSavedJobs, READ_ON_OPEN)
}

/** "Saved on 3 Jun 2026, 14:05 — may be out of date" for a list read from the device. */
export function keptWords(keptAt: string) {
  const date = new Date(keptAt)
  const when = Number.isNaN(date.getTime())
    ? keptAt
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return `Saved on ${when} — may be out of date`
}
