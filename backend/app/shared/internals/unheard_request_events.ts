import type { EmitterService } from '@adonisjs/core/types'

/**
 * The session and the session guard announce four events on every request. The emitter dispatches each
 * through emittery (an async call, promises and a diagnostics-channel trace) even when nothing listens, which
 * was about 2 % of a signed-in request's CPU. An event of this list that has no listener (of its own, or one
 * listening to every event) is now not dispatched at all; once a listener is added it is dispatched as before.
 * Only these per-request framework events are concerned: the app's own events always go through, so that
 * `emitter.fake()` keeps recording them.
 */
export const PER_REQUEST_EVENTS = new Set([
  'session:initiated',
  'session:committed',
  'session_auth:authentication_attempted',
  'session_auth:authentication_succeeded',
])

export function skipUnheardRequestEvents(emitter: EmitterService) {
  const emit = emitter.emit.bind(emitter)
  emitter.emit = ((event: unknown, data: unknown) =>
    typeof event === 'string' && PER_REQUEST_EVENTS.has(event) && !emitter.hasListeners(event as never)
      ? Promise.resolve()
      : emit(event as never, data as never)) as typeof emitter.emit
}
