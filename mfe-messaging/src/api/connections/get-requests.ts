import type { ConnectionRequestsPage } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'

export const REQUESTS_URL = '/api/connections/requests'

/** GET /api/connections/requests?direction=incoming&limit&cursor: a keyset page of the requests others sent the user. */
export function incomingRequestsUrl(cursor: string | null, limit: number): string {
  const query = new URLSearchParams({ direction: 'incoming', limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `${REQUESTS_URL}?${query.toString()}`
}

/** Requests others sent the user, still waiting for an answer, the newest first. */
export async function fetchIncomingRequestsPage(cursor: string | null, limit: number): Promise<ConnectionRequestsPage> {
  const page = await apiJson<ConnectionRequestsPage>('GET', incomingRequestsUrl(cursor, limit))
  return { ...page, requests: page.requests.filter((request) => request.status === 'pending') }
}
