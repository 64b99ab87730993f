import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

export interface WageTitle {
  title: string
  /** Hourly. */
  minWage: number
  maxWage: number
}

export interface WageCategory {
  name: string
  titles: WageTitle[]
}

export const WAGE_CATALOGUE_KEY = '/api/wage-catalogue'

/** The 7 categories of compliance roles with their titles and hourly ranges; a failure is a warning, not an error. */
export function useWageCatalogue(): WageCategory[] {
  const { data } = useSWR<WageCategory[]>(
    WAGE_CATALOGUE_KEY,
    async () => {
      const answer = await apiJson<WageCategory[] | { categories: WageCategory[] }>('GET', WAGE_CATALOGUE_KEY)
      return Array.isArray(answer) ? answer : answer.categories
    },
    { onError: (error: unknown) => console.warn('Could not load the wage catalogue', error), revalidateOnFocus: false }
  )
  return data ?? []
}
