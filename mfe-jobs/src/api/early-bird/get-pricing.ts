import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'

/** GET /api/subscription/pricing: the two blocks of part 2 §3. */
export interface Pricing {
  regular: { monthlyRate: number; features: string[] }
  early_bird_locked: {
    monthlyRate: number
    originalRate: number
    /** Percentage saved. */
    discount?: number
    discountPercentage?: number
    features: string[]
  }
}

export const PRICING_KEY = '/api/subscription/pricing'

export function usePricing() {
  return useSWR<Pricing>(PRICING_KEY, () => apiJson<Pricing>('GET', PRICING_KEY), { revalidateOnFocus: false })
}
