import { isApiError } from '@hireloop/shared-ui'

/**
 * The message for a refused attempt (429): "Too many attempts. Please try again in N minutes.", N from the answer's
 * Retry-After. Null for any other failure.
 */
export function tooManyAttemptsMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null
  const seconds = error.retryAfterSeconds
  if (seconds === undefined) return 'Too many attempts. Please try again later.'
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
