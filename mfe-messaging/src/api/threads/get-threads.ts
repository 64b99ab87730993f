import type { ThreadsPage } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

export const THREADS_URL = '/api/threads'
export const THREADS_PAGE_SIZE = 20

/** GET /api/threads?archived=false|true&limit&cursor: the reader's threads, newest activity first. */
export function threadsPageUrl(archived: boolean, cursor: string | null, limit = THREADS_PAGE_SIZE): string {
  const query = new URLSearchParams({ archived: String(archived), limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${THREADS_URL}?${query.toString()}`
}

export function fetchThreadsPage(archived: boolean, cursor: string | null): Promise<ThreadsPage> {
  return apiJson<ThreadsPage>('GET', threadsPageUrl(archived, cursor))
}
