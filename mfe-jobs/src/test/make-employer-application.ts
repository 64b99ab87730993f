import type { EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'

/** The employer's answer with the referrer's name (null unless referred by a known name). */
export type EmployerApplicationFixture = EmployerApplicationAnswer & { referrerName: string | null }

/** An application as GET /api/jobs/{jobId}/applications answers it to the job's employer. */
export function makeEmployerApplication(
  overrides: Partial<EmployerApplicationFixture> = {}
): EmployerApplicationFixture {
  const id = overrides.id ?? 'a1'
  return {
    id,
    jobId: 'j1',
    status: 'applied',
    statusLabel: 'Applied',
    appliedAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    coverLetter: 'I have kept CIP evidence audit-ready for three utilities and would like to do the same for you.',
    selectedSkills: ['Communication', 'Attention to Detail'],
    selectedAvailability: ['Monday - Friday', 'Full-time'],
    resume: { name: 'dana-lee.pdf', size: 48_213, type: 'application/pdf', url: `/api/applications/${id}/resume` },
    history: [{ from: null, to: 'applied', label: 'Applied', at: '2026-11-20T12:00:00.000Z' }],
    referred: false,
    referrerName: null,
    applicant: { id: 'u5', name: 'Dana Lee', email: 'dana@example.com', phone: '+1 (512) 555-0100', avatar: null },
    job: { id: 'j1', title: 'NERC Compliance Analyst' },
    ...overrides,
  }
}
