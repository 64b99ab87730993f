import { apiJson } from '@hireloop/shared-ui'
import type { ConnectionAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_LIMITS } from '@hireloop/backend/messaging-constants'

export type { ConnectionAnswer } from '@hireloop/backend/api-types/messaging'

/** GET /api/user/connections?q&limit&cursor → the reader's accepted connections, matching `q` by name. */
export interface ConnectionsPage {
  connections: ConnectionAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

export const CONNECTIONS_URL = '/api/user/connections'

export function connectionsPageUrl(q: string, cursor: string | null, limit: number = MESSAGING_LIMITS.pageMax): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (q.trim()) query.set('q', q.trim())
  if (cursor) query.set('cursor', cursor)
  return `${CONNECTIONS_URL}?${query.toString()}`
}

export function fetchConnectionsPage(q: string, cursor: string | null): Promise<ConnectionsPage> {
  return apiJson<ConnectionsPage>('GET', connectionsPageUrl(q, cursor))
}
