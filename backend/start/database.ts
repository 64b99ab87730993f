/*
| Web server start-up: bring the schema up to date, seed the demo accounts
| and each module's demo content on an empty database, and say where the
| app is.
*/
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { migrateOnStart } from '#shared/database/migrate_on_start'
import { enabledEntries } from '#config/modules'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '#shared/database/seeders/demo_accounts'

/** Embedded PGlite has one session: its migrations share it. */
const connectionName = env.get('DB_EMBEDDED', false) ? 'pg' : 'migrations'

const migrator = await migrateOnStart({ connectionName })
if (connectionName === 'migrations') await db.manager.close(connectionName)
const applied = Object.values(migrator.migratedFiles).filter((file) => file.status === 'completed')
if (applied.length) logger.info('applied %d migration(s)', applied.length)

const members = env.get('SEED_DEMO', !app.inProduction) ? await seedDemoAccounts() : null
if (members) {
  for (const entry of enabledEntries()) {
    const seed = await entry.seed?.()
    if (seed) await seed.default(members)
  }
}

app.ready(() => {
  const lines = [``, `  Hireloop is running at ${env.get('APP_URL')}`]
  if (members) {
    lines.push(``, `  Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.userType.padEnd(9)} ${account.email}`)
  }
  console.log(lines.join('\n') + '\n')
})
