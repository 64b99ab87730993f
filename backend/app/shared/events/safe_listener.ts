import logger from '@adonisjs/core/services/logger'
import type { EventsList } from '@adonisjs/core/types'
import { registerListener } from '#shared/modules/registry'

/**
 * Listens to a typed event with a listener whose failure is logged and
 * swallowed: a listener never fails (nor undoes) the request that emitted
 * the event. `owner` names who listens, for the log line, e.g.
 * listen('feed:post_liked', 'notifications', async (event) => { … }).
 * Called from a module's start.ts, the listener is that module's (it goes
 * when the module is stopped, see #shared/modules/registry).
 */
export function listen<Event extends keyof EventsList>(
  event: Event,
  owner: string,
  listener: (payload: EventsList[Event]) => Promise<void> | void
) {
  registerListener(event, safely(`${owner} listener for ${event}`, listener))
}

/** The wrapper alone: the listener, with its failure logged as "<label> failed". */
export function safely<T>(label: string, listener: (payload: T) => Promise<void> | void) {
  return async (payload: T) => {
    try {
      await listener(payload)
    } catch (error) {
      logger.error({ err: error }, `${label} failed`)
    }
  }
}
