import { Exception } from '@adonisjs/core/exceptions'
import { port } from '#shared/modules/registry'
import type { BlockInput } from '#feed/rules/blocks'
import type { SharedJob } from '#feed/contract'

/*
| Job blocks that point at a real job. The feed knows nothing of how jobs
| are stored: the jobs module, when enabled, provides the 'jobs:shared-job'
| port (#feed/contract) from its start.ts and the feed asks it for the job's
| display fields. Without it (jobs module off) a job block is plain text and
| a job share answers 404.
*/

export class SharedJobNotFoundException extends Exception {
  static status = 404
  static code = 'E_JOB_NOT_FOUND'
  static message = 'Job not found'
}

function jobContent(job: SharedJob) {
  return {
    jobId: job.id,
    jobTitle: job.jobTitle.slice(0, 100),
    company: job.company.slice(0, 100),
    location: job.location.slice(0, 100),
    salary: job.salary.slice(0, 100),
    description: job.description.slice(0, 2000),
  }
}

/** POST /api/posts {content, type: 'job_share', jobId}: the caption, then the job's block. */
export async function jobShareBlocks(
  input: { content: string; jobId: string },
  readerId: string
): Promise<BlockInput[]> {
  const resolver = port('jobs:shared-job')
  const job = resolver ? await resolver(input.jobId, readerId) : null
  if (!job) throw new SharedJobNotFoundException()
  return [
    { type: 'paragraph', content: { text: input.content } },
    { type: 'job', content: jobContent(job) },
  ]
}

/**
 * Job blocks naming a jobId carry the real job's fields (a client cannot
 * label one job with another's title); an unknown id is dropped.
 */
export async function linkJobBlocks(blocks: BlockInput[], readerId: string): Promise<BlockInput[]> {
  const resolver = port('jobs:shared-job')
  const linked: BlockInput[] = []
  for (const block of blocks) {
    const jobId = block.type === 'job' ? block.content?.jobId : undefined
    if (typeof jobId !== 'string' || !jobId) {
      linked.push(block)
      continue
    }
    const job = resolver ? await resolver(jobId, readerId) : null
    const { jobId: _dropped, ...rest } = block.content ?? {}
    linked.push({ ...block, content: job ? { ...rest, ...jobContent(job) } : rest })
  }
  return linked
}
