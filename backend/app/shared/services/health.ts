import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

export interface HealthReport {
  status: 'ok' | 'error'
  uptimeSeconds: number
  database: { status: 'ok' | 'error'; engine: 'pglite' | 'postgresql'; latencyMs?: number; error?: string }
}

export async function databaseHealth(): Promise<HealthReport> {
  const engine = env.get('DB_EMBEDDED', false) ? 'pglite' : 'postgresql'
  const started = performance.now()
  let database: HealthReport['database']
  try {
    await db.rawQuery('select 1')
    database = { status: 'ok', engine, latencyMs: Math.round((performance.now() - started) * 10) / 10 }
  } catch (error) {
    database = { status: 'error', engine, error: (error as Error).message }
  }
  return { status: database.status, uptimeSeconds: Math.round(process.uptime()), database }
}
