/*
| Test runner entrypoint. Runs against a throw-away database created on the
| DATABASE_URL server when set (real PostgreSQL), otherwise against an
| in-memory embedded PGlite.
*/
import { fileURLToPath } from 'node:url'
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase } from './embedded_database.js'
import { ignite, reportFatal } from './ignite.js'
import { freePort } from './free_port.js'
import { isolateTestDatabase } from './isolated_database.js'

process.env.NODE_ENV = 'test'
// A free port of its own, so suites can run side by side and next to a dev server.
process.env.PORT = process.env.TEST_PORT ?? String(await freePort())
process.env.HOST = '127.0.0.1'
// The Japa session and CSRF helpers need the memory store.
process.env.SESSION_DRIVER = 'memory'
// Rate-limit counters in memory, emptied before every test (tests/bootstrap.ts).
process.env.LIMITER_STORE = 'memory'
// Mail a test does not fake, and uploads, go to throw-away folders of this run (removed at the end).
const runFolder = (name: string) => fileURLToPath(new URL(`../tmp/test-${process.pid}/${name}/`, import.meta.url))
process.env.MAIL_CATCHER_DIR = runFolder('mail')
process.env.DRIVE_DISK = 'fs'
process.env.UPLOADS_DIR = runFolder('uploads')
// Its own temp folder too: the uploads tests count the files in it, and `npm test` runs two suites at once.
process.env.UPLOADS_TMP_DIR = runFolder('uploads-tmp')
process.env.RESUMES_DIR = runFolder('resumes')
applyEnvironmentDefaults('test')

const onTerminate: (() => Promise<void>)[] = []
if (!process.env.DATABASE_URL) {
  const embedded = await startEmbeddedDatabase({ inMemory: true })
  onTerminate.push(() => embedded.stop())
} else {
  const isolated = await isolateTestDatabase(process.env.DATABASE_URL)
  process.env.DATABASE_URL = isolated.url
  onTerminate.push(() => isolated.drop())
}

const { configure, processCLIArgs, run } = await import('@japa/runner')
const ignitor = await ignite({ onTerminate })
ignitor
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch(reportFatal)
