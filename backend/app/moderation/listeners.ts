/*
| Intake listeners of the moderation module: members' reports of
| posts and comments (feed) and of jobs (jobs) open or merge queue items.
| Only event types come from those modules; their payloads carry the text.
*/
import type {} from '#feed/events'
import type {} from '#jobs/events'
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'
import { enqueue } from '#moderation/services/intake'
import { registerScreeningListeners } from '#moderation/screening/listeners'
import { REPORT_DEFAULTS, categoriesFromReason } from '#moderation/services/report_defaults'

/* Only when the module is on: other modules import #moderation/events for its types. */
if (enabledModules.includes('moderation')) {
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
