import { apiRequest } from '@hireloop/shared-ui'

const connectionUrl = (id: string) => `/api/connections/${encodeURIComponent(id)}`

/** POST /api/connections/{id}/accept|decline: only the person asked answers. */
export async function respondToRequest(id: string, answer: 'accept' | 'decline'): Promise<void> {
  await apiRequest('POST', `${connectionUrl(id)}/${answer}`)
}

/** DELETE /api/connections/{connectionId}: ends an accepted connection. */
export async function removeConnection(connectionId: string): Promise<void> {
  await apiRequest('DELETE', connectionUrl(connectionId))
}
