import { apiJson } from '@hireloop/shared-ui'

export const ALERTS_URL = '/api/alerts'
export type AlertFrequency = 'instant' | 'daily' | 'weekly'

export interface JobAlert {
  id: string
  query: string
  location: string
  radius: number
  frequency: AlertFrequency | string
  isActive: boolean
  createdAt?: string
}

export interface AlertInput {
  query: string
  location: string
  radius?: number
  frequency: AlertFrequency
}

/** POST /api/alerts → the alert (radius defaults to 25 on the server). */
export function createAlert(input: AlertInput): Promise<JobAlert> {
  return apiJson<JobAlert>('POST', ALERTS_URL, input)
}
