/*
| The messaging module's hooks into jobs, the way the feed's job blocks work
| (#feed/job_links): messaging knows nothing of how jobs or applications are
| stored. The jobs module, when enabled, provides at start:
| - a job summary (a thread's job line, a recommendation's text);
| - the rule "these two people are linked through a job": one applied to a
|   job the other owns (an employer messages an applicant; a candidate
|   messages the employer of a job they applied to).
| Without the jobs module a thread has no job and only connections can talk.
*/

export interface JobSummary {
  id: string
  title: string
  company: string
  ownerId: string
  status: 'active' | 'paused'
}

export type JobSummaryResolver = (jobId: string) => Promise<JobSummary | null>
/** True when one of the two applied to a job the other owns (to `jobId` when given). */
export type ApplicationLinkResolver = (userA: string, userB: string, jobId: string | null) => Promise<boolean>

let jobSummary: JobSummaryResolver | null = null
let applicationLink: ApplicationLinkResolver | null = null

export function provideJobSummary(next: JobSummaryResolver | null) {
  jobSummary = next
}

export function provideApplicationLink(next: ApplicationLinkResolver | null) {
  applicationLink = next
}

export async function summarizeJob(jobId: string): Promise<JobSummary | null> {
  return jobSummary ? jobSummary(jobId) : null
}

export async function linkedThroughApplication(userA: string, userB: string, jobId: string | null) {
  return applicationLink ? applicationLink(userA, userB, jobId) : false
}
