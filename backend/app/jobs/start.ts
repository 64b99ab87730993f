/*
| The jobs module's start (called by the module registry, config/modules.ts):
| its listeners, the ports it provides to its neighbours (the feed's job
| blocks, messaging's job lines and application links, moderation's job
| screening and reputation, the global search, the job a referral is for), and its timers (web server
| processes only, start/schedules.ts).
*/
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { listen } from '#shared/events/safe_listener'
import { providePort } from '#shared/modules/registry'
import type {} from '#feed/contract'
import type {} from '#messaging/contract'
import type {} from '#moderation/contract'
import type {} from '#referrals/contract'
import type {} from '#search/contract'
import MatchAlerts from '#jobs/actions/match_alerts'
import RefreshResponseFigures from '#jobs/actions/refresh_response_figures'
import SetBannedOwnerVisibility from '#jobs/actions/set_banned_owner_visibility'
import { sharedJob } from '#jobs/queries/jobs_query'
import { jobSummaryForMessaging, linkedThroughApplication } from '#jobs/queries/messaging_links_query'
import { memberContributionsSql } from '#jobs/queries/member_contributions_query'
import { applicationOf, referralJob, referralJobs } from '#jobs/queries/referral_job_query'
import { searchCompanies, searchJobs } from '#jobs/queries/search_query'
import { scheduleJobs } from '#jobs/scheduler'
import JobMatchMail from '#jobs/mails/job_match_mail'
import ApplicationStatusMail from '#jobs/mails/application_status_mail'

export default function start() {
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

  /* A banned member's companies are hidden (their pages, jobs and applications with them) until the ban ends. */
  listen('moderation:user_banned', "jobs (hide a banned owner's companies)", async ({ userId }) => {
    await new SetBannedOwnerVisibility().handle(userId, true)
  })

  listen('moderation:ban_ended', 'jobs (show the companies hidden for the ban)', async ({ userId }) => {
    await new SetBannedOwnerVisibility().handle(userId, false)
  })

  /* What the job-scam screening reads of a job beyond its text: its company's description and logo, its pay, its status. */
  providePort('jobs:screening-context', async (jobId) => {
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

  providePort('jobs:shared-job', sharedJob)
  // Messaging's ports: a thread's job line, and who may message whom through an application.
  providePort('jobs:job-summary', jobSummaryForMessaging)
  providePort('jobs:application-link', linkedThroughApplication)
  providePort('jobs:search', { jobs: searchJobs, companies: searchCompanies })
  providePort('jobs:member-contributions', memberContributionsSql)
  providePort('jobs:referral-job', referralJob)
  providePort('jobs:referral-jobs', referralJobs)
  providePort('jobs:application-of', applicationOf)
}

/** The response sweep, the alert digests and the purge of unattached résumés. */
export function schedule() {
  scheduleJobs()
}
