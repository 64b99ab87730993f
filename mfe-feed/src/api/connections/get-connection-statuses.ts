import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { ConnectionStatusesAnswer } from './types'

/** The server answers at most this many people at once. */
export const CONNECTION_STATUS_MAX = 50

/** One key per set of people, whatever their order: the search list and a person's card share the answer. */
export function connectionStatusesKey(userIds: string[]): string | null {
  const ids = [...new Set(userIds)].sort().slice(0, CONNECTION_STATUS_MAX)
  return ids.length ? `/api/connections/status?userIds=${ids.map(encodeURIComponent).join(',')}` : null
}

/** GET /api/connections/status?userIds=a,b → how the signed-in user stands with each (one call for a list). */
export function useConnectionStatuses(userIds: string[]) {
  const key = connectionStatusesKey(userIds)
  return useSWR<ConnectionStatusesAnswer>(key, (url: string) => apiJson<ConnectionStatusesAnswer>('GET', url), {
    dedupingInterval: 10_000,
    revalidateOnFocus: false,
  })
}
