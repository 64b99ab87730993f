import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Embedded defaults so that `npm start` needs no .env file. Every value can
 * be overridden through the real environment (see .env.example).
 */
export const BACKEND_ROOT = new URL('../', import.meta.url)
export const STORAGE_PATH = fileURLToPath(new URL('storage/', BACKEND_ROOT))

export function applyEnvironmentDefaults(nodeEnv: 'development' | 'production' | 'test') {
  const env = process.env
  env.NODE_ENV ??= nodeEnv
  env.TZ ??= 'UTC'
  env.PORT ??= '3333'
  env.HOST ??= '127.0.0.1'
  env.LOG_LEVEL ??= env.NODE_ENV === 'test' ? 'error' : 'info'
  env.APP_URL ??= `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
  // Redis when there is one (every request reads its session), else the database.
  env.SESSION_DRIVER ??= env.NODE_ENV === 'test' ? 'memory' : env.REDIS_URL ? 'redis' : 'database'
  env.APP_KEY ??= env.NODE_ENV === 'production' ? undefined : localAppKey()
}

/**
 * A development key kept under storage/ so sessions survive restarts.
 * Production must supply APP_KEY itself (env validation refuses to start otherwise).
 */
function localAppKey() {
  const file = `${STORAGE_PATH}app_key`
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(STORAGE_PATH, { recursive: true })
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}
