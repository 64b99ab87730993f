/*
| Typed events the jobs module emits after its transactions commit, and its
| listeners (loaded only when the module is enabled): a posted job is
| matched against alerts (notifications turns matches into `job_match`
| rows), and the feed's job blocks resolve through this module (the feed's
| documented hook, re-exported by #feed/events).
*/
import { listen } from '#shared/events/safe_listener'
import { provideJobResolver } from '#feed/events'
import { provideApplicationLink, provideJobSummary } from '#messaging/events'
import MatchAlerts from '#jobs/actions/match_alerts'
import RefreshResponseFigures from '#jobs/actions/refresh_response_figures'
import { sharedJob } from '#jobs/queries/jobs_query'
import { jobSummaryForMessaging, linkedThroughApplication } from '#jobs/queries/messaging_links_query'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import JobMatchMail from '#jobs/mails/job_match_mail'
import ApplicationStatusMail from '#jobs/mails/application_status_mail'
import type { ApplicationStatus } from '#jobs/constants'
import { provideJobScreeningContext } from '#moderation/events'

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

/** The text of a job that moderation screens. */
export function jobText(job: { title: string; description: string; requirements: string | null }) {
  return [job.title, job.description, job.requirements].filter(Boolean).join('\n\n')
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

listen('jobs:job_posted', 'jobs alerts', async (event) => {
  await new MatchAlerts().handle(event.jobId)
})

/* The alert asked for e-mails: one per match (the in-app notification comes from the notifications module). */
listen('jobs:job_matched', 'jobs alert mail', async (event) => {
  if (!event.email) return
  const user = await db.from('users').where('id', event.userId).select('email').first()
  if (!user) return
  const url = new URL(`/jobs/${event.jobId}`, env.get('APP_URL')).toString()
  await mail.sendLater(new JobMatchMail(user.email, event.jobTitle, event.companyName, url))
})

/* Every move of an application is also e-mailed to the candidate (the notification comes from the notifications module). */
listen('jobs:application_status_changed', 'jobs application status mail', async (event) => {
  const candidate = await db.from('users').where('id', event.candidateId).select('email').first()
  if (!candidate) return
  const url = new URL('/applications', env.get('APP_URL')).toString()
  await mail.sendLater(new ApplicationStatusMail(candidate.email, event.jobTitle, event.companyName, event.to, url))
})

/* An employer's first answer to an application moves the company's response figures now, not at the next sweep. */
listen('jobs:application_status_changed', 'jobs response figures', async (event) => {
  if (event.from !== 'applied') return
  const job = await db.from('jobs').where('id', event.jobId).select('company_id').first()
  if (job) await new RefreshResponseFigures().handle(new Date(), job.company_id)
})

/* An accepted referral stands behind an application (referrals module): the employer's Referred tab and 'Referred by {name}'. */
listen('referrals:application_referred', 'jobs referred application', async (event) => {
  await db
    .from('applications')
    .where('id', event.applicationId)
    .update({ referral_id: event.referralId, referrer_name: event.referrerName.slice(0, 100) })
})

/* Moderation: a rejected (or held) job is paused and kept so; an approval makes it active again. */
listen('moderation:content_hidden', 'jobs (pause a moderated job)', async (event) => {
  if (event.contentType !== 'job') return
  await db
    .from('jobs')
    .where('id', event.contentId)
    .update({ status: 'paused', moderation_hidden: true, updated_at: new Date() })
})

listen('moderation:content_restored', 'jobs (restore a moderated job)', async (event) => {
  if (event.contentType !== 'job') return
  await db
    .from('jobs')
    .where({ id: event.contentId, moderation_hidden: true })
    .update({ status: event.jobStatus ?? 'active', moderation_hidden: false, updated_at: new Date() })
})

/* What the job-scam screening reads of a job beyond its text: its company's description and logo, its pay, its status. */
provideJobScreeningContext(async (jobId) => {
  const row = await db
    .from('jobs')
    .join('companies', 'companies.id', 'jobs.company_id')
    .where('jobs.id', jobId)
    .select(
      'jobs.title',
      'jobs.description',
      'jobs.requirements',
      'jobs.benefits',
      'jobs.hourly_rate',
      'jobs.status',
      'companies.description as company_description',
      'companies.logo as company_logo'
    )
    .first()
  if (!row) return null
  return {
    title: row.title,
    description: row.description,
    requirements: row.requirements ?? '',
    benefits: Array.isArray(row.benefits) ? row.benefits : [],
    hourlyRate: Number(row.hourly_rate) || 0,
    companyDescription: row.company_description ?? '',
    companyHasLogo: Boolean(row.company_logo),
    status: row.status,
  }
})

provideJobResolver(sharedJob)
// The messaging module's hooks: a thread's job line, and who may message whom through an application.
provideJobSummary(jobSummaryForMessaging)
provideApplicationLink(linkedThroughApplication)
