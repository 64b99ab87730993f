/*
| Ace entrypoint. Database commands get the embedded PostgreSQL when no
| DATABASE_URL is set (never run them while `npm start` holds the same data).
*/
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded_database.js'

applyEnvironmentDefaults('development')

const command = process.argv[2] ?? ''
let embedded: EmbeddedDatabase | undefined
if (!process.env.DATABASE_URL && /^(migration|db):/.test(command)) {
  embedded = await startEmbeddedDatabase({ inMemory: false })
}

await import('reflect-metadata')
const { Ignitor, prettyPrintError } = await import('@adonisjs/core')

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    if (embedded) app.terminating(() => embedded!.stop())
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
