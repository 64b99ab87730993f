import useSWR from 'swr'
import { getQueryFn } from '@hireloop/shared-ui'
import type { RemotesResponse } from '@hireloop/shared-ui'

export const REMOTES_KEY = '/api/remotes'

const fetchRemotesJson = getQueryFn<RemotesResponse>({ on401: 'throw' })

/** GET /api/remotes: the run-time list of micro-frontends and the origins they may be loaded from. */
export async function fetchRemotes(): Promise<RemotesResponse> {
  const answer = await fetchRemotesJson(REMOTES_KEY)
  return {
    remotes: Array.isArray(answer?.remotes) ? answer.remotes : [],
    allowedOrigins: Array.isArray(answer?.allowedOrigins) ? answer.allowedOrigins : [],
  }
}

export function useRemotes() {
  return useSWR<RemotesResponse>(REMOTES_KEY, fetchRemotes)
}
