/*
| The feed's start (called by the module registry, config/modules.ts): its
| listeners and the port it provides. Moderation hides a reported post or
| comment on rejection (or a held screening hit) and brings it back on
| approval; moderation's reputation counts posts and comments through the
| feed's own query.
*/
import type {} from '#moderation/contract'
import { listen } from '#shared/events/safe_listener'
import { providePort } from '#shared/modules/registry'
import ModerateContent from '#feed/actions/moderate_content'
import { memberContributionsSql } from '#feed/queries/member_contributions_query'

export default function start() {
  providePort('feed:member-contributions', memberContributionsSql)

  listen('moderation:content_hidden', 'feed (hide moderated content)', async (event) => {
    if (event.contentType === 'post' || event.contentType === 'comment') {
      const reason = event.guidelines.length > 0 ? event.guidelines.join(', ') : null
      await new ModerateContent().handle(event.contentType, event.contentId, true, reason)
    }
  })

  listen('moderation:content_restored', 'feed (restore moderated content)', async (event) => {
    if (event.contentType === 'post' || event.contentType === 'comment') {
      await new ModerateContent().handle(event.contentType, event.contentId, false)
    }
  })
}
