/*
| The moderation module's start (called by the module registry,
| config/modules.ts): the ports it provides about members' standing (the
| write restriction check behind the `restricted` middleware, the sign-in's
| ban check), screening (screening/), its intake of members' reports of
| posts, comments (feed) and jobs (jobs), and an approve of an appealed item
| upholding the appeal. Only event types come from the reporting modules;
| their payloads carry the text.
*/
import type {} from '#auth/contract'
import type {} from '#feed/contract'
import type {} from '#jobs/contract'
import { listen } from '#shared/events/safe_listener'
import { providePort } from '#shared/modules/registry'
import { provideRestrictionCheck } from '#shared/services/restrictions'
import { banRefusal, restrictionRefusal } from '#moderation/queries/restriction_query'
import { upholdAppeal } from '#moderation/actions/account_reverse'
import { enqueue } from '#moderation/services/intake'
import { registerScreeningListeners } from '#moderation/screening/listeners'
import { REPORT_DEFAULTS, categoriesFromReason } from '#moderation/services/report_defaults'

export default function start() {
  provideRestrictionCheck(restrictionRefusal)
  providePort('moderation:ban-check', banRefusal)

  /* modqueue's approve of an item back from an appeal: the strike and restriction go (the content is restored there). */
  listen('moderation:decided', 'moderation (uphold an appeal)', async ({ action, itemId, reason }) => {
    if (action === 'approve') await upholdAppeal(itemId, reason)
  })

  // New jobs and comments are screened against the guidelines (screening/).
  registerScreeningListeners()

  listen('feed:content_reported', 'moderation (queue a reported post or comment)', async (event) => {
    await enqueue({
      contentType: event.contentType,
      contentId: event.contentId,
      authorId: event.contentAuthorId,
      content: event.content,
      imageUrl: event.imageUrl,
      source: 'report',
      severity: REPORT_DEFAULTS.severity,
      confidence: REPORT_DEFAULTS.confidence,
      categories: categoriesFromReason(event.reason),
      reason: event.reason ?? '',
      reporterId: event.reporterId,
    })
  })

  listen('jobs:job_reported', 'moderation (queue a reported job)', async (event) => {
    await enqueue({
      contentType: 'job',
      contentId: event.jobId,
      authorId: event.ownerId,
      content: event.content,
      source: 'report',
      severity: REPORT_DEFAULTS.severity,
      confidence: REPORT_DEFAULTS.confidence,
      categories: categoriesFromReason(event.reason),
      reason: event.reason ?? '',
      reporterId: event.reporterId,
    })
  })
}
