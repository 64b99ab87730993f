import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

export interface FoundingEmployer {
  foundingNumber: number
  companyName: string
  /** Its page (/companies/{id}). */
  companyId?: string
}

/** GET /api/early-bird/status (public). */
export interface EarlyBirdStatus {
  totalSpots: number
  spotsRemaining: number
  foundingEmployers: FoundingEmployer[]
  programActive: boolean
  endsAt?: string | null
}

export const EARLY_BIRD_STATUS_KEY = '/api/early-bird/status'
/** Part 2 §9: the status is polled every 30 s. */
export const EARLY_BIRD_POLL_MS = 30_000

export function useEarlyBirdStatus() {
  return useSWR<EarlyBirdStatus>(EARLY_BIRD_STATUS_KEY, () => apiJson<EarlyBirdStatus>('GET', EARLY_BIRD_STATUS_KEY), {
    refreshInterval: EARLY_BIRD_POLL_MS,
  })
}
