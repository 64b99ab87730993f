/*
| HTTP server entrypoint. Without DATABASE_URL it starts the embedded
| PostgreSQL (PGlite) first, so `npm start` needs no database server.
*/
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase } from './embedded_database.js'
import { ignite, reportFatal } from './ignite.js'

applyEnvironmentDefaults('development')

const onTerminate: (() => Promise<void>)[] = []
if (!process.env.DATABASE_URL) {
  const embedded = await startEmbeddedDatabase({ inMemory: process.env.PGLITE_IN_MEMORY === 'true' })
  onTerminate.push(() => embedded.stop())
}

const ignitor = await ignite({ onTerminate, stopOnSigint: true })
ignitor.httpServer().start().catch(reportFatal)
