/*
| Web server start-up: bring the schema up to date, seed the demo accounts
| on an empty database, and say where the app is.
*/
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import env from '#start/env'
import { storeUnavailable } from '#shared/exceptions/handler'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '#shared/database/seeders/demo_accounts'

/** How long a starting server waits for its database (a container started beside it, a restart in progress). */
const DATABASE_WAIT_ATTEMPTS = 15
/** Embedded PGlite has one session: its migrations share it. */
const connectionName = env.get('DB_EMBEDDED', false) ? 'pg' : 'migrations'

async function migrate() {
  for (let attempt = 1; ; attempt++) {
    const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false, connectionName })
    // Taking the migrations' lock throws; a failed migration is kept on `error`.
    const error = await migrator.run().then(
      () => migrator.error,
      (thrown: Error) => thrown
    )
    if (!error) return migrator
    if (attempt >= DATABASE_WAIT_ATTEMPTS || !storeUnavailable(error)) throw error
    logger.warn('database not reachable yet (%s): trying again', error.message)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

const migrator = await migrate()
if (connectionName === 'migrations') await db.manager.close(connectionName)
const applied = Object.values(migrator.migratedFiles).filter((file) => file.status === 'completed')
if (applied.length) logger.info('applied %d migration(s)', applied.length)

const seeded = env.get('SEED_DEMO', !app.inProduction) ? await seedDemoAccounts() : []

app.ready(() => {
  const lines = [``, `  Hireloop is running at ${env.get('APP_URL')}`]
  if (seeded.length) {
    lines.push(``, `  Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.userType.padEnd(9)} ${account.email}`)
  }
  console.log(lines.join('\n') + '\n')
})
