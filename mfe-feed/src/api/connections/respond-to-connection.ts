import { apiJson } from '@hireloop/shared-ui'
import type { ConnectionRequestAnswer } from './types'

/** POST /api/connections/{id}/accept | /decline → the request as its target sees it. */
export function respondToConnection(id: string, answer: 'accept' | 'decline'): Promise<ConnectionRequestAnswer> {
  return apiJson<ConnectionRequestAnswer>('POST', `/api/connections/${encodeURIComponent(id)}/${answer}`)
}
