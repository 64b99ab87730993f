import { apiJson } from '@hireloop/shared-ui'

/**
 * POST /api/job-recommendations {jobId, recommendedToIds, message?} (part 2 §7): each connection gets the
 * recommendation in their conversation with the sender and a notification. → `{ message, sent }`
 */
export function recommendJob(
  jobId: string,
  recommendedToIds: string[],
  message: string
): Promise<{ message: string; sent: number }> {
  const note = message.trim()
  return apiJson('POST', '/api/job-recommendations', { jobId, recommendedToIds, ...(note ? { message: note } : {}) })
}
