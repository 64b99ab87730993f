import type { ApplicationAnswer } from '../api/applications/get-my-applications'
import { makeJob } from './make-job'

const DAY = 24 * 3_600_000

/** A candidate's application as GET /api/applications/my answers it, still `applied`, sent two days ago at noon UTC. */
export function makeMyApplication(overrides: Partial<ApplicationAnswer> = {}): ApplicationAnswer {
  const appliedAt = '2026-03-02T12:00:00.000Z'
  return {
    id: 'a1',
    jobId: 'j1',
    status: 'applied',
    statusLabel: 'Applied',
    appliedAt,
    updatedAt: appliedAt,
    coverLetter: 'I have kept two utilities audit-ready for CIP-007 and would like to do the same for Gridline.',
    selectedSkills: ['Communication', 'Attention to Detail'],
    selectedAvailability: ['Monday - Friday', 'Flexible Hours'],
    resume: null,
    history: [{ from: null, to: 'applied', label: 'Applied', at: appliedAt }],
    respondBy: new Date(Date.parse(appliedAt) + 14 * DAY).toISOString(),
    job: makeJob(),
    ...overrides,
  }
}
