import { apiJson } from '@hireloop/shared-ui'

/**
 * POST /api/users/{id}/block → { message }: neither of the two can message the other or ask to connect, and a
 * connection or request between them is removed. Blocking again changes nothing.
 */
export function blockUser(userId: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/users/${encodeURIComponent(userId)}/block`)
}
