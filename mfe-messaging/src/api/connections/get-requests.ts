import type { ConnectionRequestAnswer } from '@hireloop/backend/api-types/messaging'
import { apiJson } from '@hireloop/shared-ui'
import useSWR from 'swr'

export const INCOMING_REQUESTS_KEY = '/api/connections/requests?direction=incoming'

const fetchRequests = (url: string) => apiJson<{ requests: ConnectionRequestAnswer[] }>('GET', url)

/** Connection requests others sent the user, still waiting for an answer. */
export function useIncomingRequests() {
  const { data, error, isLoading, mutate } = useSWR(INCOMING_REQUESTS_KEY, fetchRequests)
  return {
    requests: (data?.requests ?? []).filter((request) => request.status === 'pending'),
    error,
    isLoading,
    mutate,
  }
}
