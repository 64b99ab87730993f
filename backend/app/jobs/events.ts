/*
| Typed events the jobs module emits after its transactions commit, and its
| listeners (loaded only when the module is enabled): a posted job is
| matched against alerts (notifications turns matches into `job_match`
| rows), and the feed's job blocks resolve through this module (the feed's
| documented hook, re-exported by #feed/events).
*/
import { listen } from '#shared/events/safe_listener'
import { provideJobResolver } from '#feed/events'
import MatchAlerts from '#jobs/actions/match_alerts'
import { sharedJob } from '#jobs/queries/jobs_query'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import JobMatchMail from '#jobs/mails/job_match_mail'

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

provideJobResolver(sharedJob)
