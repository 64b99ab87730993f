import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

export type { WageCategory, WageTitle } from '@hireloop/backend/api-types/jobs'
import type { WageCategory } from '@hireloop/backend/api-types/jobs'

export const WAGE_CATALOGUE_KEY = '/api/jobs/wage-catalogue'

/** GET /api/jobs/wage-catalogue → {categories}; a failure is logged as a warning and leaves the pickers empty (part 2 §8). */
export function useWageCatalogue(): WageCategory[] {
  const { data } = useSWR<WageCategory[]>(
    WAGE_CATALOGUE_KEY,
    async () => (await apiJson<{ categories: WageCategory[] }>('GET', WAGE_CATALOGUE_KEY)).categories,
    { onError: (error: unknown) => console.warn('Could not load the wage catalogue', error), revalidateOnFocus: false }
  )
  return data ?? []
}
