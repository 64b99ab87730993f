import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { migrationPaths } from '#config/modules'

const server = {
  client: 'pg' as const,
  connection: {
    connectionString: env.get('DATABASE_URL'),
    // node-postgres' own option (Lucid's type leaves it out): a server that
    // does not answer is down: give up connecting (the pool's acquire timeout
    // below bounds a request's wait sooner).
    ...{ connectionTimeoutMillis: 5000 },
  },
  debug: env.get('DB_DEBUG', false),
  migrations: {
    naturalSort: true,
    paths: migrationPaths,
  },
  schemaGeneration: {
    enabled: false,
  },
}

/**
 * One PostgreSQL connection: DATABASE_URL points at a real server, or at the
 * embedded PGlite that bin/ starts when DATABASE_URL is unset (pool of 1).
 */
const dbConfig = defineConfig({
  connection: 'pg',
  prettyPrintDebugQueries: true,
  connections: {
    pg: {
      ...server,
      /*
      | PGlite has one session behind its socket: keep the single connection
      | open for good, so session state (named prepared statements) never
      | outlives the connection that created it.
      */
      pool: env.get('DB_EMBEDDED', false)
        ? { min: 1, max: 1, idleTimeoutMillis: Number.MAX_SAFE_INTEGER }
        : {
            min: 0,
            max: env.get('DB_POOL_MAX', 10),
            /*
            | While PostgreSQL is down or restarting, a request waits at most
            | this long for a connection, then answers 503 (the exception
            | handler) instead of hanging for knex's default minute. Tests and
            | commands keep the default: they wait rather than fail.
            */
            ...(app.getEnvironment() === 'web' ? { acquireTimeoutMillis: 1500 } : {}),
          },
    },
    /*
    | The web server's start-up migrations on a real server: one session (the
    | migrations' advisory lock belongs to the session that took it), and
    | knex's patient acquire timeout for a process still loading its code.
    */
    migrations: { ...server, pool: { min: 0, max: 1 } },
  },
})

export default dbConfig
