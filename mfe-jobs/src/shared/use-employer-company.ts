import { isApiError, useCurrentUser, useToast } from '@hireloop/shared-ui'
import { useEffect, useState } from 'react'
import { createCompany } from '../api/companies/create-company'
import { useMyCompanies } from '../api/companies/get-my-companies'
import type { Company } from '../api/companies/types'

export type EmployerCompanyState =
  | { status: 'signed-out' | 'not-employer' | 'loading' | 'creating' | 'failed'; company: null }
  | { status: 'ready'; company: Company }

/** One creation per user per page, whatever mounts ask for it (StrictMode, dashboard and wizard together). */
const creations = new Map<string, Promise<unknown>>()

/**
 * The employer's company (part 2 §4): an employer or admin without one gets one created once, named after them;
 * the server refuses a second (409), which then just reloads the list.
 */
export function useEmployerCompany(): EmployerCompanyState {
  const { user, isLoading: userLoading } = useCurrentUser()
  const { toast } = useToast()
  const isEmployer = user?.userType === 'employer' || user?.userType === 'admin'
  const companies = useMyCompanies(isEmployer)
  const [failed, setFailed] = useState(false)
  const missing = isEmployer && companies.data !== undefined && companies.data.length === 0
  const { mutate: reloadCompanies } = companies

  useEffect(() => {
    if (!missing || !user || failed) return
    let creation = creations.get(user.id)
    if (!creation) {
      creation = createCompany(
        `${user.name.slice(0, 80)}'s Company`,
        `The company of ${user.name.slice(0, 80)} on Hireloop.`
      ).catch((error: unknown) => {
        if (isApiError(error) && error.status === 409) return null
        creations.delete(user.id)
        throw error
      })
      creations.set(user.id, creation)
    }
    let live = true
    creation.then(
      () => {
        if (live) void reloadCompanies()
      },
      () => {
        if (!live) return
        setFailed(true)
        toast({
          title: 'Setup Error',
          description: 'Failed to set up your employer profile. Please try refreshing the page.',
          variant: 'error',
        })
      }
    )
    return () => {
      live = false
    }
  }, [missing, user, failed, reloadCompanies, toast])

  if (!user) return { status: userLoading ? 'loading' : 'signed-out', company: null }
  if (!isEmployer) return { status: 'not-employer', company: null }
  if (companies.data === undefined) return { status: companies.error ? 'failed' : 'loading', company: null }
  if (companies.data.length === 0) return { status: failed ? 'failed' : 'creating', company: null }
  return { status: 'ready', company: companies.data[0] }
}
