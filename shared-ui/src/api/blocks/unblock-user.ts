import { apiJson } from '@hireloop/shared-ui'

/** DELETE /api/users/{id}/block → { message }: lifts the caller's block (nothing happens when there is none). */
export function unblockUser(userId: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/users/${encodeURIComponent(userId)}/block`)
}
