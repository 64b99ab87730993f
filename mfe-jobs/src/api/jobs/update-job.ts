import { apiJson } from '@hireloop/shared-ui'
import type { JobInput } from './create-job'
import { jobKey } from './get-job'
import type { Job, JobStatus } from './types'

/** PATCH /api/jobs/{id} {status} or edits under the posting rules → the job. */
export function updateJob(id: string, changes: Partial<JobInput> & { status?: JobStatus }): Promise<Job> {
  return apiJson<Job>('PATCH', jobKey(id), changes)
}
