import { useCurrentUser } from '@hireloop/shared-ui'
import { useMyCompanies } from '../api/companies/get-my-companies'
import type { Company } from '../api/companies/types'

export type EmployerCompanyState =
  | { status: 'signed-out' | 'not-employer' | 'loading' | 'failed' | 'missing'; company: null }
  | { status: 'ready'; company: Company }

/**
 * The employer's company. Nothing is created on their behalf: an employer without one is 'missing' and names it
 * themselves (the set-up form). Admins moderate and do not hire: they are 'not-employer' here and own no company.
 */
export function useEmployerCompany(): EmployerCompanyState {
  const { user, isLoading: userLoading } = useCurrentUser()
  const isEmployer = user?.userType === 'employer'
  const companies = useMyCompanies(isEmployer)

  if (!user) return { status: userLoading ? 'loading' : 'signed-out', company: null }
  if (!isEmployer) return { status: 'not-employer', company: null }
  if (companies.data === undefined) return { status: companies.error ? 'failed' : 'loading', company: null }
  if (companies.data.length === 0) return { status: 'missing', company: null }
  return { status: 'ready', company: companies.data[0] }
}
