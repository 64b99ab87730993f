/*
| The messaging module's use of jobs: messaging knows nothing of how jobs or
| applications are stored. The jobs module, when enabled, provides from its
| start.ts the ports declared in #messaging/contract:
| - a job summary (a thread's job line, a recommendation's text);
| - the rule "these two people are linked through a job": one applied to a
|   job the other owns (an employer messages an applicant; a candidate
|   messages the employer of a job they applied to).
| Without the jobs module a thread has no job and only connections can talk.
*/
import { port } from '#shared/modules/registry'
import type { JobSummary } from '#messaging/contract'

export async function summarizeJob(jobId: string): Promise<JobSummary | null> {
  const jobSummary = port('jobs:job-summary')
  return jobSummary ? jobSummary(jobId) : null
}

export async function linkedThroughApplication(userA: string, userB: string, jobId: string | null) {
  const applicationLink = port('jobs:application-link')
  return applicationLink ? applicationLink(userA, userB, jobId) : false
}
