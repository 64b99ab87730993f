import useSWR from 'swr'
import { REMOTES_KEY } from '../../api/remotes/get-remotes'
import type { AreaDescriptor } from './filter-remotes'
import { discoverAreas } from './remote-registry'

const NO_AREAS: readonly AreaDescriptor[] = []

/** The registry of areas (GET /api/remotes, read once per page load): what the routes and the tab bar are made of. */
export function useAreas() {
  const { data, error, isLoading, mutate } = useSWR(REMOTES_KEY, discoverAreas, { shouldRetryOnError: false })
  return {
    areas: data ?? NO_AREAS,
    isLoading: isLoading && !data,
    error: data ? undefined : (error as Error | undefined),
    retry: () => void mutate(),
  }
}
