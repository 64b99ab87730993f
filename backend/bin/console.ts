/*
| Ace entrypoint. Database commands get the embedded PostgreSQL when no
| DATABASE_URL is set (never run them while `npm start` holds the same data).
*/
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase } from './embedded_database.js'
import { ignite, reportFatal } from './ignite.js'

applyEnvironmentDefaults('development')

const command = process.argv[2] ?? ''
const onTerminate: (() => Promise<void>)[] = []
if (!process.env.DATABASE_URL && /^(migration|db):/.test(command)) {
  const embedded = await startEmbeddedDatabase({ inMemory: false })
  onTerminate.push(() => embedded.stop())
}

const ignitor = await ignite({ onTerminate })
ignitor.ace().handle(process.argv.splice(2)).catch(reportFatal)
