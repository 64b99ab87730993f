import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import pg from 'pg'
import { migrateOnStart } from '#shared/database/migrate_on_start'

/*
| Several instances started together: the one holding the migrations' advisory lock migrates, the others wait for it
| instead of ending. Another session holds Lucid's lock (key 1) here, as a starting instance would.
*/
const EMBEDDED = Boolean(process.env.DB_EMBEDDED)
const ONE_SESSION = 'PGlite serves one session: no other session can hold the lock'

test.group('migrations at start: another instance holds the lock', (group) => {
  let holder: pg.Client
  group.each.setup(async () => {
    if (EMBEDDED) return
    holder = new pg.Client({ connectionString: env.get('DATABASE_URL') })
    await holder.connect()
    await holder.query('SELECT pg_advisory_lock(1)')
  })
  group.each.teardown(async () => {
    if (EMBEDDED) return
    await holder.end()
    await db.manager.close('migrations')
  })

  test('waits while it is held, then finds nothing left to apply', async ({ assert }) => {
    let settled = false
    const started = migrateOnStart({ connectionName: 'migrations', pauseMs: 20 }).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.isFalse(settled)

    await holder.query('SELECT pg_advisory_unlock(1)')
    const migrator = await started
    assert.isNull(migrator.error)
    assert.deepEqual(Object.keys(migrator.migratedFiles), [])
  }).skip(EMBEDDED, ONE_SESSION)

  test('gives up with the lock error once it has waited its time', async ({ assert }) => {
    await assert.rejects(
      () => migrateOnStart({ connectionName: 'migrations', busyForMs: 150, pauseMs: 20 }),
      /Unable to acquire lock/i
    )
  }).skip(EMBEDDED, ONE_SESSION)
})
