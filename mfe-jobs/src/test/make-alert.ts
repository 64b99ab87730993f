import type { JobAlert } from '../api/alerts/create-alert'

/** A job alert as GET /api/alerts answers it (a daily e-mail for a search near Austin), for unit tests. */
export function makeAlert(overrides: Partial<JobAlert> = {}): JobAlert {
  return {
    id: 'al1',
    query: 'compliance analyst',
    location: 'Austin, TX',
    radius: 25,
    frequency: 'daily',
    email: true,
    isActive: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}
