import type { RemotesAnswer } from '@hireloop/backend/api-types/shared'
import { getQueryFn } from '@hireloop/shared-ui'

export const REMOTES_KEY = '/api/remotes'

/** GET /api/remotes as the backend types it; the shell still checks every field (see filter-remotes.ts). */
export type RemotesResponse = RemotesAnswer

const fetchRemotesJson = getQueryFn<RemotesResponse>({ on401: 'throw' })

/** GET /api/remotes: the registry of areas (where each remote lives, its paths, its tab) and the allowed origins. */
export async function fetchRemotes(): Promise<RemotesResponse> {
  const answer = await fetchRemotesJson(REMOTES_KEY)
  return {
    remotes: Array.isArray(answer?.remotes) ? answer.remotes : [],
    allowedOrigins: Array.isArray(answer?.allowedOrigins) ? answer.allowedOrigins : [],
  }
}
