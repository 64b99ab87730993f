/*
| Web server start-up: bring the schema up to date, seed the demo accounts
| on an empty database, and say where the app is.
*/
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import env from '#start/env'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '#shared/database/seeders/demo_accounts'

const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
await migrator.run()
if (migrator.error) throw migrator.error
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
