import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { storeUnavailable } from '#shared/exceptions/handler'

export interface MigrateOnStartOptions {
  connectionName: string
  /** How long a starting server waits for its database (a container started beside it, a restart in progress). */
  unreachableAttempts?: number
  /** How long it waits for another instance's migrations (several replicas started together). */
  busyForMs?: number
  pauseMs?: number
}

/**
 * Brings the schema up to date when a web server starts. Several instances started together race for the
 * migrations' advisory lock: the one that takes it migrates, the others wait until it is done and then find nothing
 * left to do. Lucid's runner records a lock held elsewhere as its error and then fails to release the lock it never
 * took, which would end the process: that pair means "busy", so the start waits and asks again.
 */
export async function migrateOnStart({
  connectionName,
  unreachableAttempts = 15,
  busyForMs = 15 * 60_000,
  pauseMs = 1000,
}: MigrateOnStartOptions) {
  const busySince = Date.now()
  for (let unreachable = 0; ;) {
    const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false, connectionName })
    // Taking the migrations' lock throws; a failed migration is kept on `error`.
    const error = await migrator.run().then(
      () => migrator.error,
      (thrown: Error) => thrown
    )
    if (!error) return migrator
    if (lockCode(migrator.error) === 'E_UNABLE_ACQUIRE_LOCK') {
      if (Date.now() - busySince >= busyForMs) throw migrator.error
      logger.info('another instance is applying the migrations: waiting for it')
    } else if (storeUnavailable(error) && ++unreachable < unreachableAttempts) {
      logger.warn('database not reachable yet (%s): trying again', error.message)
    } else {
      throw error
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
}

function lockCode(error: unknown) {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
}
