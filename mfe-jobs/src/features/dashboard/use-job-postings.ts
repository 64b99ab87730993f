import { errorMessage, useToast } from '@hireloop/shared-ui'
import { useState } from 'react'
import { companyJobsKey, useCompanyJobs } from '../../api/companies/get-company-jobs'
import { deleteJob } from '../../api/jobs/delete-job'
import { revalidateJobLists } from '../../api/jobs/revalidate-job-lists'
import type { Job } from '../../api/jobs/types'
import { updateJob } from '../../api/jobs/update-job'

/**
 * The company's jobs and what the employer does to them. A job written here (edited, paused, activated, deleted) is
 * read again wherever it is shown (/jobs, its details, the company page, the counts); this list is updated in place
 * and then confirmed by the server.
 */
export function useJobPostings(companyId: string | null) {
  const { toast } = useToast()
  const jobs = useCompanyJobs(companyId)
  const [deleting, setDeleting] = useState<Job | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)
  const companyJobs = companyId ? [companyJobsKey(companyId)] : []

  const replace = (saved: Job) => {
    void jobs.mutate((current) => current?.map((job) => (job.id === saved.id ? { ...job, ...saved } : job)), {
      revalidate: false,
    })
    void revalidateJobLists(companyJobs)
  }

  const toggle = async (job: Job) => {
    const status = job.status === 'paused' ? 'active' : 'paused'
    try {
      const saved = await updateJob(job.id, { status })
      replace({ ...job, ...saved, status: saved?.status ?? status })
      toast({
        title: 'Job updated',
        description: status === 'paused' ? 'The job is hidden from candidates.' : 'The job is visible again.',
        variant: 'success',
      })
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setDeleteBusy(true)
    try {
      await deleteJob(deleting.id)
      void jobs.mutate((current) => current?.filter((job) => job.id !== deleting.id), { revalidate: false })
      void revalidateJobLists(companyJobs)
      toast({ title: 'Job deleted', variant: 'success' })
      setDeleting(null)
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
    } finally {
      setDeleteBusy(false)
    }
  }

  return { jobs, replace, toggle, deleting, setDeleting, deleteBusy, confirmDelete }
}
