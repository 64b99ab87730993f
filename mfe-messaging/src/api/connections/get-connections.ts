import type { ConnectionAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

export const CONNECTIONS_URL = '/api/user/connections'
export const CONNECTIONS_PAGE_SIZE = 20

export interface ConnectionsPage {
  connections: ConnectionAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

/** GET /api/user/connections?q&limit&cursor: the user's accepted connections. */
export function connectionsPageUrl(search: string, cursor: string | null, limit = CONNECTIONS_PAGE_SIZE): string {
  const query = new URLSearchParams()
  if (search) query.set('q', search)
  query.set('limit', String(limit))
  if (cursor) query.set('cursor', cursor)
  return `${CONNECTIONS_URL}?${query.toString()}`
}

export function fetchConnectionsPage(search: string, cursor: string | null): Promise<ConnectionsPage> {
  return apiJson<ConnectionsPage>('GET', connectionsPageUrl(search, cursor))
}
