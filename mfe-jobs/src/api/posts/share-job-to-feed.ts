import { apiJson } from '@hireloop/shared-ui'

/** POST /api/posts {content, type: 'job_share', jobId, visibility} (part 2 §7): a feed post carrying the job. */
export function shareJobToFeed(jobId: string, content: string): Promise<{ id: string }> {
  return apiJson<{ id: string }>('POST', '/api/posts', { content, type: 'job_share', jobId, visibility: 'public' })
}
