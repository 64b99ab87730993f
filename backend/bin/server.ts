/*
| HTTP server entrypoint. Without DATABASE_URL it starts the embedded
| PostgreSQL (PGlite) first, so `npm start` needs no database server.
|
| SIGTERM (or SIGINT) stops the process gracefully, as a rolling restart
| behind a load balancer needs: /health answers `draining` until the
| balancer has taken the instance out of rotation, then the listener closes,
| requests in flight finish, open live streams
| are ended so their clients reconnect to another instance, then the app
| terminates (timers, database and Redis connections). Whatever still holds
| the process after SHUTDOWN_TIMEOUT_MS is cut short: it exits regardless.
*/
import { createServer, type Server } from 'node:http'
import { applyEnvironmentDefaults } from './environment.js'
import { startEmbeddedDatabase } from './embedded_database.js'
import { ignite, reportFatal } from './ignite.js'

applyEnvironmentDefaults('development')

/** The whole stop, from the signal to the exit; the last resort stays below a 10 s orchestrator grace period. */
const SHUTDOWN_TIMEOUT_MS = 9000
/** Requests in flight get this long to finish; then their connections are closed. */
const DRAIN_TIMEOUT_MS = 7000
/**
 * Between the signal and closing the listener, /health answers `draining` while requests are still served: the
 * balancer's next checks take the instance out of rotation (HAProxy here checks every 300 ms), so no request is sent
 * to a listener that has just closed.
 */
const DRAIN_NOTICE_MS = Number(process.env.DRAIN_NOTICE_MS ?? 1000)

const onTerminate: (() => Promise<void>)[] = []
if (!process.env.DATABASE_URL) {
  const embedded = await startEmbeddedDatabase({ inMemory: process.env.PGLITE_IN_MEMORY === 'true' })
  onTerminate.push(() => embedded.stop())
}

const ignitor = await ignite({ onTerminate, stopOnSigterm: false })
let httpServer: Server | undefined
const started = await ignitor
  .httpServer()
  .start((handler) => (httpServer = createServer(handler)))
  .then(
    () => true,
    async (error) => {
      await reportFatal(error)
      return false
    }
  )
// A server that could not start must not linger with its connections open: a supervisor restarts it
// (once the logger's buffered lines are out).
if (!started) setTimeout(() => process.exit(), 200)
const app = ignitor.getApp()

/** Closes the listener, ends live streams and waits for requests in flight (DRAIN_TIMEOUT_MS at most). */
async function drain(server: Server) {
  const { markDraining } = await import('#shared/services/health')
  markDraining()
  if (DRAIN_NOTICE_MS > 0) await new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS))
  server.close()
  const { default: transmit } = await import('@adonisjs/transmit/services/main')
  for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  for (;;) {
    // A keep-alive connection whose request has finished is idle: closed now rather than at its timeout.
    server.closeIdleConnections()
    const open = await new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)))
    if (open === 0) return
    if (Date.now() > deadline) return server.closeAllConnections()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  setTimeout(() => {
    console.error(`still running ${SHUTDOWN_TIMEOUT_MS} ms after ${signal}: exiting`)
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS).unref()
  try {
    if (httpServer?.listening) await drain(httpServer)
    await app?.terminate()
  } catch (error) {
    await reportFatal(error)
  }
  process.exit()
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))
