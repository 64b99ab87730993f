import { mutate } from 'swr'
import { apiJson, CURRENT_USER_KEY } from '@hireloop/shared-ui'
import type { User } from '@hireloop/shared-ui'

export interface VerifyEmailResponse {
  message?: string
  user?: User
}

/** POST /api/auth/verify-email: consumes a single-use link token. */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const answer = await apiJson<VerifyEmailResponse>('POST', '/api/auth/verify-email', { token })
  // Refresh the session user (if any) so isVerified and a changed address show at once.
  await mutate(CURRENT_USER_KEY)
  return answer ?? {}
}

/** POST /api/auth/resend-verification: the server answers alike whether or not the account exists. */
export async function resendVerification(email: string): Promise<{ message?: string }> {
  return (await apiJson<{ message?: string }>('POST', '/api/auth/resend-verification', { email })) ?? {}
}
