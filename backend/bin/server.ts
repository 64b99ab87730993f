/*
| HTTP server entrypoint. Without DATABASE_URL it starts the embedded
| PostgreSQL (PGlite) first, so `npm start` needs no database server.
*/
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded_database.js'

applyEnvironmentDefaults('development')

let embedded: EmbeddedDatabase | undefined
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedDatabase({ inMemory: process.env.PGLITE_IN_MEMORY === 'true' })
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
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
