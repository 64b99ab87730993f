import { mutate } from 'swr'
import { apiJson, CURRENT_USER_KEY } from '@hireloop/shared-ui'
import type { User } from '@hireloop/shared-ui'

export interface LoginPayload {
  email: string
  password: string
  behaviorMetrics?: Record<string, unknown>
  deviceFingerprint?: string
  otpCode?: string
  /** The retry after a proof-of-work challenge: its id and the counter that solves it. */
  challengeId?: string
  challengeSolution?: string
}

export interface LoginChallenge {
  id: string
  /** SHA-256(value + counter) must start with `difficulty` zero hex digits. */
  value: string
  difficulty: number
}

export interface LoginResponse {
  user?: User
  requiresMFA?: boolean
  requiresAdditionalChallenge?: boolean
  securityLevel?: 'low' | 'high'
  challenge?: LoginChallenge
  error?: string
}

/**
 * POST /api/auth/login; on success the answer's user becomes the session user. A sign-in empties the cache first (the
 * readers on screen fetch again): what it holds was read for whoever was signed in before, who may be another member
 * whose sign-in ended without Sign Out (expiry, a password reset elsewhere).
 */
export async function loginUser(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await apiJson<LoginResponse>('POST', '/api/auth/login', payload)
  if (answer?.user) {
    void mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate: true })
    await mutate(CURRENT_USER_KEY, answer.user, { revalidate: false })
  }
  return answer
}
