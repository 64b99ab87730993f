/*
| The feed's listeners: moderation hides a reported post or
| comment on rejection (or a held screening hit) and brings it back on
| approval. Only moderation's event types are used here.
*/
import type {} from '#moderation/events'
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'
import ModerateContent from '#feed/actions/moderate_content'

/* Only when the feed is on: other modules import #feed/events for its types and hooks. */
if (enabledModules.includes('feed')) {
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
