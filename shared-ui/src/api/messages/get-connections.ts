import type { ConnectionsPage } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

export const CONNECTIONS_URL = '/api/user/connections'

export interface ConnectionsPageQuery {
  /** Keeps the connections whose name contains it (trimmed; blank lists them all). */
  q?: string
  cursor: string | null
  limit: number
}

/** GET /api/user/connections?limit&q&cursor: the reader's accepted connections, newest first. */
export function connectionsPageUrl({ q = '', cursor, limit }: ConnectionsPageQuery): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (q.trim()) query.set('q', q.trim())
  if (cursor) query.set('cursor', cursor)
  return `${CONNECTIONS_URL}?${query.toString()}`
}

export function fetchConnectionsPage(page: ConnectionsPageQuery): Promise<ConnectionsPage> {
  return apiJson<ConnectionsPage>('GET', connectionsPageUrl(page))
}
