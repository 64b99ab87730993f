import type { JobAlertAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'

export const ALERTS_URL = '/api/alerts'
export type AlertFrequency = 'instant' | 'daily' | 'weekly'

/** How often an alert tells its owner, in the user's words. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As jobs are posted',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
}

/** 'Within 25 miles · Daily digest · by e-mail' (no distance without a location). */
export function describeAlert(
  alert: Pick<JobAlert, 'location' | 'radius' | 'frequency'> & Partial<Pick<JobAlert, 'email'>>
): string {
  const often = FREQUENCY_LABELS[alert.frequency as AlertFrequency] ?? alert.frequency
  return [alert.location && `Within ${alert.radius} miles`, often, alert.email && 'by e-mail']
    .filter(Boolean)
    .join(' · ')
}

/** An alert as the API answers it (the backend's type). */
export type JobAlert = JobAlertAnswer

export interface AlertInput {
  query: string
  location: string
  radius?: number
  frequency: AlertFrequency
  /** Also by e-mail: each match at once (instant), or one digest per day or week. */
  email?: boolean
}

/** POST /api/alerts → the alert (radius defaults to 25 on the server). */
export function createAlert(input: AlertInput): Promise<JobAlert> {
  return apiJson<JobAlert>('POST', ALERTS_URL, input)
}
