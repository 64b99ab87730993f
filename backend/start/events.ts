/*
| Application-wide listeners, then the start of every enabled module
| (config/modules.ts; each module's own listeners and ports are in
| app/<module>/start.ts, recorded under its name by the module registry).
*/
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { enabledEntries } from '#config/modules'
import { startModule } from '#shared/modules/registry'
import { drainMailQueue, queueMessenger } from '#shared/mail/mail_queue'

/* Mail is sent in the background (mail.sendLater): a failure must reach the log; a stop waits for the queue. */
emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailerName }, 'sending a queued email failed')
})
mail.setMessenger(queueMessenger)
app.terminating(() => drainMailQueue())

for (const entry of enabledEntries()) {
  const start = entry.start ? (await entry.start()).default : undefined
  if (start) await startModule(entry.name, start)
}
