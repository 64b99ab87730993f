import { errorMessage, useToast } from '@hireloop/shared-ui'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { mutate, useSWRConfig } from 'swr'
import { ALERTS_URL, createAlert, type AlertInput, type JobAlert } from '../../api/alerts/create-alert'
import { jobKey } from '../../api/jobs/get-job'
import type { Job } from '../../api/jobs/types'
import { filtersToParams, filtersToRequest, parseFilters, type JobFilters } from './filters'
import type { JobUpdate } from './use-job-actions'
import { jobsCountText, useJobList } from './use-job-list'

/**
 * The search of the address and its jobs: `applyFilters` changes the address, `search` does too and reports how many
 * jobs it found (part 2 §8) once its first page arrives; `update` changes a job in the list and in its own cache.
 */
export function useJobsSearch() {
  const { toast } = useToast()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const filters = useMemo(() => parseFilters(params), [params])
  const requestParams = useMemo(() => filtersToRequest(filters), [filters])
  const list = useJobList(requestParams)

  const applyFilters = (next: JobFilters) => {
    const query = filtersToParams(next).toString()
    navigate({ pathname: '/jobs', search: query ? `?${query}` : '' })
  }
  const searchToastFor = useRef<string | null>(null)
  const search = (next: JobFilters) => {
    searchToastFor.current = filtersToRequest(next).toString()
    applyFilters(next)
  }
  const requestKey = requestParams.toString()
  useEffect(() => {
    if (list.total === null || searchToastFor.current !== requestKey) return
    searchToastFor.current = null
    toast({
      title: 'Search Results',
      description: `Found ${jobsCountText(list.total, list.totalIsCapped)}`,
      variant: 'info',
    })
  }, [list.total, list.totalIsCapped, requestKey, toast])

  const { update: updateListed } = list
  const update: JobUpdate = useCallback(
    (id, change) => {
      updateListed(id, change)
      void mutate<Job>(jobKey(id), (current) => (current ? change(current) : current), { revalidate: false })
    },
    [updateListed]
  )

  return { params, filters, hasSearch: requestKey !== '', list, applyFilters, search, update }
}

/** Stores a search as an alert: resolves true once stored, with a toast either way. */
export function useSaveAlert() {
  const { toast } = useToast()
  const swr = useSWRConfig()
  return async (input: AlertInput) => {
    try {
      const alert = await createAlert(input)
      // The Job Alerts page lists it at once (newest first), read already or not.
      void swr.mutate<JobAlert[]>(ALERTS_URL, (current) => (current ? [alert, ...current] : current))
      toast({
        title: 'Job Alert Created',
        description: "We'll let you know when new jobs match this search.",
        variant: 'success',
      })
      return true
    } catch (error) {
      toast({
        title: 'Could not create the alert',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
      return false
    }
  }
}
