import { apiRequest } from '@hireloop/shared-ui'
import { jobKey } from './get-job'

/** DELETE /api/jobs/{id}: the job and its interactions. */
export async function deleteJob(id: string): Promise<void> {
  await apiRequest('DELETE', jobKey(id))
}
