/*
| Application-wide listeners, then the listeners of every enabled module
| (config/modules.ts; each module's own are in app/<module>/events.ts).
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { enabledEntries } from '#config/modules'

/* Mail is sent in the background (mail.sendLater): a failure must reach the log. */
emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailerName }, 'sending a queued email failed')
})

for (const entry of enabledEntries()) {
  await entry.events?.()
}
