/*
| Application-wide listeners. Module listeners live in app/<module>/events.ts.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'

/* Mail is sent in the background (mail.sendLater): a failure must reach the log. */
emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailerName }, 'sending a queued email failed')
})
