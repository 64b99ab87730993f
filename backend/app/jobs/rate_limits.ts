import type { RateRule } from '#shared/services/rate_limit'
import { throttle } from '#shared/services/rate_limit'

/** The applications API's limits, per signed-in user. */
export const APPLICATION_RATE_LIMITS = {
  resumeUploadsPerUser: { requests: 20, duration: '10 mins' },
  /** Templated e-mails an employer sends to applicants. */
  emailsPerEmployer: { requests: 20, duration: '1 hour' },
} satisfies Record<string, RateRule>

const byUser = (ctx: { auth: { user?: { id: string } } }) => ctx.auth.user?.id ?? null

export const applicationThrottles = {
  resumeUploads: throttle('resume_uploads_user', APPLICATION_RATE_LIMITS.resumeUploadsPerUser, byUser),
  emails: throttle('application_emails_user', APPLICATION_RATE_LIMITS.emailsPerEmployer, byUser),
}
