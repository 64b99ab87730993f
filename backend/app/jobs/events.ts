/*
| Typed events the jobs module emits after its transactions commit. Other
| modules listen (notifications turns job matches into notifications);
| payloads carry what a listener needs.
*/

export interface CompanyCreated {
  companyId: string
  ownerId: string
  foundingEmployerNumber: number | null
}

/** A newly posted job matched an active alert of `userId`. */
export interface JobMatched {
  alertId: string
  userId: string
  jobId: string
  jobTitle: string
  companyName: string
  email: boolean
}

export interface JobPosted {
  jobId: string
  companyId: string
  ownerId: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'jobs:company_created': CompanyCreated
    'jobs:job_posted': JobPosted
    'jobs:job_matched': JobMatched
  }
}
