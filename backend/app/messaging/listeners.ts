/*
| Messaging's listeners for moderation (issue 14): a rejected (or held)
| message is hidden from its recipient, and shown again on approval or
| reversal. Only moderation's event types are used here.
*/
import type {} from '#moderation/events'
import db from '@adonisjs/lucid/services/db'
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'

async function setHidden(messageId: string, hidden: boolean) {
  await db.from('messages').where('id', messageId).update({ moderation_hidden: hidden })
}

/* Only when messaging is on: other modules import #messaging/events for its types. */
if (enabledModules.includes('messaging')) {
  listen('moderation:content_hidden', 'messaging (hide a moderated message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, true)
  })
  listen('moderation:content_restored', 'messaging (show a restored message)', async (event) => {
    if (event.contentType === 'message') await setHidden(event.contentId, false)
  })
}
