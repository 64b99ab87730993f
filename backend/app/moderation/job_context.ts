/*
| The job screening's port (offered to the jobs module, which provides it
| once at start): what moderation needs of a job beyond its text to score it
| as a scam, the company's own description and logo and the pay, and the
| job's status (an approval gives back the status it had before a hold).
| Without a provider, jobs are screened by their text alone.
*/

export interface JobScreeningContext {
  title: string
  description: string
  requirements: string
  /** The benefits offered, as listed. */
  benefits: string[]
  /** The pay as an hourly equivalent. */
  hourlyRate: number
  companyDescription: string
  companyHasLogo: boolean
  status: 'active' | 'paused'
}

export type JobContextResolver = (jobId: string) => Promise<JobScreeningContext | null>

let resolver: JobContextResolver | null = null

export function provideJobScreeningContext(next: JobContextResolver | null) {
  resolver = next
}

export async function jobScreeningContext(jobId: string): Promise<JobScreeningContext | null> {
  return resolver ? resolver(jobId) : null
}
