import type { JobAnswer, JobsPage } from '@hireloop/backend/api-types/jobs'

/** Answer shapes of the jobs API (part 2 §3 "Job as read"): the backend's own types where it exports them. */

export type { InteractionType, JobStatus, PayUnit } from '@hireloop/backend/api-types/jobs'

/** A job as GET /api/jobs and GET /api/jobs/{id} answer it: the backend's transformer type. */
export type Job = JobAnswer
export type JobCompany = JobAnswer['company']

/**
 * Keyset pages of GET /api/jobs, with the total for 'Showing N jobs': the backend's type. `total` is the search's
 * matches on its first page (null on a page after a cursor: the first page's stands); a keyword search counts up to
 * 1,000 and sets `totalIsCapped` beyond ('Showing 1,000+ jobs').
 */
export type JobPage = JobsPage

/** POST /api/jobs/{id}/interactions answers `{save, message}` or `{like, message}`. */
export interface InteractionResponse {
  save?: boolean
  like?: boolean
  message: string
}
