import { apiJson } from '@hireloop/shared-ui'

/** POST /api/auth/request-password-reset: e-mails a 6-character code (same answer for unknown addresses). */
export async function requestPasswordReset(email: string): Promise<{ message?: string }> {
  return (await apiJson<{ message?: string }>('POST', '/api/auth/request-password-reset', { email })) ?? {}
}

/** POST /api/auth/reset-password with the e-mailed code. */
export async function resetPassword(input: {
  email: string
  code: string
  newPassword: string
}): Promise<{ message?: string }> {
  return (await apiJson<{ message?: string }>('POST', '/api/auth/reset-password', input)) ?? {}
}
