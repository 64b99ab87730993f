import type { SessionStoreContract, SessionStoreFactory } from '@adonisjs/session/types'

/** How long a session's expiry may go without being pushed forward. */
const TOUCH_INTERVAL_MS = 60_000
const MAX_TRACKED = 50_000
const lastTouched = new Map<string, number>()

/** Whether this process wrote or touched the session (and so sent its cookie) less than a touch interval ago. */
export function touchedWithin(sessionId: string) {
  const last = lastTouched.get(sessionId)
  return last !== undefined && Date.now() - last < TOUCH_INTERVAL_MS
}

function remember(sessionId: string) {
  if (lastTouched.size >= MAX_TRACKED) lastTouched.clear()
  lastTouched.set(sessionId, Date.now())
}

/**
 * Wraps a session store so an unchanged session's expiry is written at most
 * once a minute per process instead of on every request (the database store
 * would otherwise UPDATE the sessions table, and Redis EXPIRE the key, for
 * each API call). Sessions
 * live for days, so a minute of slack changes nothing for users.
 */
export function lazyTouch(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    const overrides: Partial<SessionStoreContract> = {
      write: (sessionId, data) => {
        remember(sessionId)
        return store.write(sessionId, data)
      },
      destroy: (sessionId) => {
        lastTouched.delete(sessionId)
        return store.destroy(sessionId)
      },
      touch: (sessionId) => {
        const last = lastTouched.get(sessionId)
        if (last !== undefined && Date.now() - last < TOUCH_INTERVAL_MS) return
        remember(sessionId)
        return store.touch(sessionId)
      },
    }
    // Everything else (read, and tagging used to end a user's other sessions) is the real store's.
    return new Proxy(store, {
      get(target, property) {
        if (property in overrides) return overrides[property as keyof SessionStoreContract]
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }
}
