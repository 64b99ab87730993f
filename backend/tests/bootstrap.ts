import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { rememberHashes } from './remembered_hashes.js'

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  // Before the session plugin: it stores the CSRF secret in the session the latter writes.
  shieldApiClient(),
  sessionApiClient(app),
  authApiClient(app),
]

// Each password hashed once per run (see remembered_hashes.ts), before the first hasher is made.
rememberHashes()

/** A fresh schema for every run: migrate once before the suites. */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [() => rm(dirname(env.get('MAIL_CATCHER_DIR')!), { recursive: true, force: true })],
}

/** Rate-limit counters (memory store in tests) start empty for every test. */
const clearRateLimits = () => limiter.clear(['memory'])

export const configureSuite: Config['configureSuite'] = (suite) => {
  suite.onGroup((group) => group.each.setup(clearRateLimits))
  suite.onTest((test) => test.setup(clearRateLimits))
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
