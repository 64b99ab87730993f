import type User from '#shared/models/user'
import CreateCompany from '#jobs/actions/create_company'
import CreateJob from '#jobs/actions/create_job'
import type Company from '#jobs/models/company'
import type { CreateJobInput } from '#jobs/validators/job_validators'

/*
| Companies and jobs for tests and seeds, written through the same actions
| as the API (so derived columns and founding numbers are real).
*/

export function createCompany(owner: User, name = `Company of ${owner.name}`) {
  return new CreateCompany().handle(owner, { name, description: 'Grid reliability work.' })
}

export const JOB_INPUT = {
  title: 'NERC Compliance Analyst',
  category: 'Specialist & Support Roles',
  payRate: 30,
  payUnit: 'hr',
  totalComp: '10',
  schedule: 'Full-time',
  location: 'Austin',
  state: 'Texas',
  country: 'United States',
  zipcode: '73301',
  description: 'Keep our reliability standards evidence in order.',
  requirements: '',
  isUrgent: false,
  isHiringNow: true,
  benefits: [],
} as const

export function createJob(company: Company, changes: Partial<Omit<CreateJobInput, 'companyId'>> = {}) {
  return new CreateJob().handle(company, {
    ...JOB_INPUT,
    benefits: [],
    ...changes,
    companyId: company.id,
  } as CreateJobInput)
}
