import type { Job } from '../api/jobs/types'

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    companyId: 'c1',
    company: { id: 'c1', name: 'Gridline Power', logo: null, size: '51-200', verified: true, foundingNumber: 7 },
    title: 'NERC Compliance Analyst',
    description: 'Keep our reliability standards program audit-ready.',
    requirements: 'Proven experience with CIP standards',
    category: 'Audit & Risk',
    payRate: '42.50',
    payUnit: 'hr',
    hourlyRate: 42.5,
    schedule: 'Full-time',
    location: 'Austin',
    state: 'Texas',
    country: 'United States',
    isRemote: false,
    isUrgent: true,
    isHiringNow: false,
    experienceLevel: 'Mid Level',
    benefits: [],
    status: 'active',
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    applicantCount: 2,
    priorityPlacement: false,
    isSaved: false,
    isLiked: false,
    hasApplied: false,
    ...overrides,
  }
}
