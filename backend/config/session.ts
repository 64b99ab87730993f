import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { lazyTouch } from '#shared/internals/lazy_touch_session_store'

/** A server-side store that writes an unchanged session's expiry at most once a minute. */
function lazilyTouched(store: ReturnType<typeof stores.database | typeof stores.redis>) {
  return configProvider.create(async (application) => {
    const factory = (await configProvider.resolve<SessionStoreFactory>(application, store))!
    return lazyTouch(factory)
  })
}

export const SESSION_COOKIE = 'hireloop-session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE,
  clearWithBrowser: false,
  age: '7d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    database: lazilyTouched(stores.database()),
    redis: lazilyTouched(stores.redis({ connection: 'main' })),
  },
})

export default sessionConfig
