// Web Push keys (VAPID) for local use: generated once and kept beside the
// embedded database in backend/storage/, so devices subscribed yesterday
// still receive pushes after a restart. The environment's keys win; a
// production deployment supplies its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './frontends.mjs'

export async function applyLocalVapidKeys(env = process.env) {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return
  if (env.NODE_ENV === 'production') return
  const storage = join(ROOT, 'backend', 'storage')
  const file = join(storage, 'vapid.json')
  let keys
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8'))
  } else {
    const { default: webpush } = await import('web-push')
    keys = webpush.generateVAPIDKeys()
    mkdirSync(storage, { recursive: true })
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  }
  env.VAPID_PUBLIC_KEY = keys.publicKey
  env.VAPID_PRIVATE_KEY = keys.privateKey
  env.VAPID_SUBJECT ??= 'mailto:notifications@hireloop.local'
}
