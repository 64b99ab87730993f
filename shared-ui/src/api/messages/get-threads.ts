import type { ThreadsPage } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

export const THREADS_URL = '/api/threads'

export interface ThreadsPageQuery {
  /** The archived conversations or the others; left out, the server lists the others. */
  archived?: boolean
  cursor: string | null
  limit: number
}

/** GET /api/threads?archived&limit&cursor: the reader's conversations, newest activity first. */
export function threadsPageUrl({ archived, cursor, limit }: ThreadsPageQuery): string {
  const query = new URLSearchParams()
  if (archived !== undefined) query.set('archived', String(archived))
  query.set('limit', String(limit))
  if (cursor) query.set('cursor', cursor)
  return `${THREADS_URL}?${query.toString()}`
}

export function fetchThreadsPage(page: ThreadsPageQuery): Promise<ThreadsPage> {
  return apiJson<ThreadsPage>('GET', threadsPageUrl(page))
}
