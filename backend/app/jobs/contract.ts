/*
| The jobs module's contract, what other modules may import from it: the
| events it emits after its transactions commit (a posted job is matched
| against alerts, applications reach notifications and referrals, reports
| reach moderation). Its answer types are in application_contract.ts and
| api_types.ts; the ports it provides are declared by the modules that need
| them. Types only: importing it runs nothing.
*/
import type { ApplicationStatus } from '#jobs/constants'

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
  /** Mail this match now: the alert asks for e-mails as they come (daily and weekly ones get a digest). */
  email: boolean
}

export interface JobPosted {
  jobId: string
  companyId: string
  ownerId: string
  /** Title, description and requirements, as moderation screens them. */
  content: string
}

/** The owner changed a job's title, description or requirements (after commit): moderation screens it again. */
export interface JobEdited {
  jobId: string
  ownerId: string
  content: string
}

/** A candidate applied (after commit): the job's employer is told (`candidate_applied`). */
export interface ApplicationSubmitted {
  applicationId: string
  jobId: string
  jobTitle: string
  employerId: string
  candidateId: string
  candidateName: string
  /** The `ref` of the referral link the candidate applied through, if any. */
  referralCode: string | null
}

/** An application moved along the pipeline (after commit): the candidate is told, in the app and by e-mail. */
export interface ApplicationStatusChanged {
  applicationId: string
  jobId: string
  jobTitle: string
  companyName: string
  candidateId: string
  from: ApplicationStatus
  to: ApplicationStatus
  /** The candidate's word for `to` (APPLICATION_STATUS_LABELS), so listeners need not know the pipeline. */
  toLabel: string
  changedBy: string
}

/** The applicant withdrew an application still `applied` (it is deleted): the employer's notification about it goes. */
export interface ApplicationWithdrawn {
  applicationId: string
  jobId: string
  employerId: string
  candidateId: string
}

/** No one answered an application within the response deadline (once per application). */
export interface ApplicationOverdue {
  applicationId: string
  jobId: string
  jobTitle: string
  companyName: string
  candidateId: string
  days: number
}

/** A member reported a job (after commit; a row in job_reports): moderation queues it. */
export interface JobReported {
  reportId: string
  jobId: string
  ownerId: string
  reporterId: string
  reason: string | null
  /** The job's text as it is now: title and description. */
  content: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'jobs:job_reported': JobReported
    'jobs:company_created': CompanyCreated
    'jobs:job_posted': JobPosted
    'jobs:job_edited': JobEdited
    'jobs:job_matched': JobMatched
    'jobs:application_submitted': ApplicationSubmitted
    'jobs:application_status_changed': ApplicationStatusChanged
    'jobs:application_overdue': ApplicationOverdue
    'jobs:application_withdrawn': ApplicationWithdrawn
  }
}
