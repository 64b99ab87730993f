/*
| The job screening's port (#moderation/contract, provided by the jobs
| module from its start.ts): what moderation needs of a job beyond its text
| to score it as a scam, the company's own description and logo and the
| pay, and the job's status (an approval gives back the status it had
| before a hold). Without a provider, jobs are screened by their text alone.
*/
import { port } from '#shared/modules/registry'
import type { JobScreeningContext } from '#moderation/contract'

export type { JobContextResolver, JobScreeningContext } from '#moderation/contract'

export async function jobScreeningContext(jobId: string): Promise<JobScreeningContext | null> {
  const resolver = port('jobs:screening-context')
  return resolver ? resolver(jobId) : null
}
