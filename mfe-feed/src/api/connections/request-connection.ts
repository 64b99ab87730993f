import { apiJson } from '@hireloop/shared-ui'
import type { ConnectionRequestAnswer } from './types'

/**
 * POST /api/connections {targetId, note?} → the request (status pending), or, when that person had already asked,
 * their request accepted (status accepted).
 */
export function requestConnection(targetId: string, note: string): Promise<ConnectionRequestAnswer> {
  const trimmed = note.trim()
  return apiJson<ConnectionRequestAnswer>(
    'POST',
    '/api/connections',
    trimmed ? { targetId, note: trimmed } : { targetId }
  )
}
