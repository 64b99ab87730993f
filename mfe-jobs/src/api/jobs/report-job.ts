import { apiJson } from '@hireloop/shared-ui'
import { jobKey } from './get-job'

/** POST /api/jobs/{id}/report {reason}: a moderation queue item (409 when already reported). */
export function reportJob(id: string, reason: string): Promise<{ message?: string }> {
  return apiJson<{ message?: string }>('POST', `${jobKey(id)}/report`, { reason })
}
