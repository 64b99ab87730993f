import { apiJson } from '@hireloop/shared-ui'
import type { ThreadsPage } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_LIMITS } from '@hireloop/backend/messaging-constants'
const THREADS_URL = '/api/threads'

export type { ThreadAnswer, ThreadsPage } from '@hireloop/backend/api-types/messaging'

/** GET /api/threads?limit=&cursor= : the reader's conversations (not archived), newest activity first. */
export function threadsPageUrl(cursor: string | null, limit: number = MESSAGING_LIMITS.pageMax): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${THREADS_URL}?${query.toString()}`
}

export function fetchThreadsPage(cursor: string | null): Promise<ThreadsPage> {
  return apiJson<ThreadsPage>('GET', threadsPageUrl(cursor))
}
