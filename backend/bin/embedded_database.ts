import { mkdirSync } from 'node:fs'
import { STORAGE_PATH } from './environment.js'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

/**
 * Starts PGlite (PostgreSQL compiled to WASM) behind the PostgreSQL wire
 * protocol on a random loopback port, so the ordinary `pg` client and Lucid
 * talk to it exactly as they talk to a real server.
 *
 * PGlite has a single session underneath: the pool is limited to 1 and code
 * must pass `trx` to every query inside a transaction.
 */
export async function startEmbeddedDatabase(options: { inMemory: boolean }): Promise<EmbeddedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')

  let dataDir = 'memory://'
  if (!options.inMemory) {
    dataDir = process.env.PGLITE_DATA_DIR ?? `${STORAGE_PATH}pglite`
    mkdirSync(dataDir, { recursive: true })
  }

  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()

  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`
  process.env.DATABASE_URL = url
  process.env.DB_POOL_MAX = '1'
  process.env.DB_EMBEDDED = 'true'

  return {
    url,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
