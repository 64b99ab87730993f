import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { lazyTouch } from '#shared/services/lazy_touch_session_store'

/** The database store, writing an unchanged session's expiry at most once a minute. */
function databaseStore() {
  const database = stores.database()
  return configProvider.create(async (application) => {
    const factory = (await configProvider.resolve<SessionStoreFactory>(application, database))!
    return lazyTouch(factory)
  })
}

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'hireloop-session',
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
    database: databaseStore(),
  },
})

export default sessionConfig
