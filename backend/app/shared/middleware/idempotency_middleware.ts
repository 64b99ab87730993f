import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import db from '@adonisjs/lucid/services/db'

/** How long a key is remembered after its first use: a day, as long as any client keeps retrying a submission. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24
/**
 * A request still marked in flight after this long was cut off (its process stopped): its key may be taken again.
 * Far above any write's duration, so that a live request is never run twice.
 */
export const IDEMPOTENCY_LOCK_SECONDS = 60
export const IDEMPOTENCY_KEY_MAX = 255

export const IDEMPOTENCY_MESSAGES = {
  invalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters`,
  reused: 'This Idempotency-Key was already used for a different request',
  inFlight: 'A request with this Idempotency-Key is still being processed; retry in a moment',
}

/** The header's value: a structured-field string (`"…"`, as the draft writes it) or the bare token. */
export function parseIdempotencyKey(value: string) {
  let key = value.trim()
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1).replace(/\\(["\\])/g, '$1')
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x20-\x7e]+$/.test(key) ? key : null
}

type Stored = { fingerprint: string; status_code: number | null; response_body: string | null }

/**
 * After `auth`, on a route that creates something (an application, a message, a post): a request carrying an
 * `Idempotency-Key` runs once per member and key (draft-ietf-httpapi-idempotency-key-header).
 * - the same key and the same request again (method, path and body): the first answer, status and body, is
 *   replayed (`Idempotent-Replayed: true`) and nothing is written;
 * - the same key with another request: 422;
 * - the same key while its first request is still being processed: 409 with `Retry-After`;
 * - only a success is remembered: a refusal (4xx: nothing was written), a failure (5xx) or an exception releases
 *   the key, so its retry runs afresh.
 * Keys are kept for IDEMPOTENCY_KEY_TTL_HOURS. A request without the header is untouched.
 */
export default class IdempotencyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const header = ctx.request.header('idempotency-key')
    const user = ctx.auth.user
    if (header === undefined || !user) return next()
    const key = parseIdempotencyKey(header)
    if (key === null) {
      return ctx.response.unprocessableEntity({
        error: IDEMPOTENCY_MESSAGES.invalid,
        errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalid, rule: 'idempotencyKey' }],
      })
    }
    const fingerprint = createHash('sha256')
      .update(`${ctx.request.method()} ${ctx.request.url(true)}\n`)
      .update(ctx.request.raw() ?? JSON.stringify(ctx.request.body()))
      .digest('hex')

    // A key released between the two statements below is claimed on the second pass.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claim(user.id, key, fingerprint)) return run(ctx, next, user.id, key)
      const stored: Stored | null = await db
        .from('idempotency_keys')
        .where({ user_id: user.id, key })
        .select('fingerprint', 'status_code', 'response_body')
        .first()
      if (!stored) continue
      if (stored.fingerprint !== fingerprint) {
        return ctx.response.unprocessableEntity({
          error: IDEMPOTENCY_MESSAGES.reused,
          errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused, rule: 'idempotencyKeyReused' }],
        })
      }
      if (stored.status_code === null) {
        ctx.response.header('Retry-After', '1')
        return ctx.response.conflict({ error: IDEMPOTENCY_MESSAGES.inFlight })
      }
      ctx.response.header('Idempotent-Replayed', 'true')
      ctx.response.status(stored.status_code)
      return stored.response_body ? ctx.response.json(JSON.parse(stored.response_body)) : ctx.response.send('')
    }
    ctx.response.header('Retry-After', '1')
    return ctx.response.conflict({ error: IDEMPOTENCY_MESSAGES.inFlight })
  }
}

/**
 * Takes the key for this request: a new row, or the row of an expired key, or of a request cut off in flight.
 * The member's expired keys are removed first (their rows stay bounded by a day of their writes).
 */
async function claim(userId: string, key: string, fingerprint: string) {
  await db.rawQuery(`DELETE FROM idempotency_keys WHERE user_id = ? AND expires_at <= now()`, [userId])
  const taken = await db.rawQuery(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, locked_at, expires_at)
     VALUES (?, ?, ?, now(), now() + make_interval(hours => ?))
     ON CONFLICT (user_id, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, locked_at = EXCLUDED.locked_at, expires_at = EXCLUDED.expires_at,
            status_code = NULL, response_body = NULL
      WHERE idempotency_keys.expires_at <= now()
         OR (idempotency_keys.status_code IS NULL
             AND idempotency_keys.locked_at <= now() - make_interval(secs => ?))
     RETURNING key`,
    [userId, key, fingerprint, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_LOCK_SECONDS]
  )
  return taken.rows.length === 1
}

async function release(userId: string, key: string) {
  await db.from('idempotency_keys').where({ user_id: userId, key }).whereNull('status_code').delete()
}

async function run(ctx: HttpContext, next: NextFn, userId: string, key: string) {
  try {
    await next()
  } catch (error) {
    await release(userId, key)
    throw error
  }
  const status = ctx.response.getStatus()
  if (status >= 400) {
    await release(userId, key)
    return
  }
  const body = ctx.response.getBody()
  await db
    .from('idempotency_keys')
    .where({ user_id: userId, key })
    .update({ status_code: status, response_body: body === undefined || body === null ? null : JSON.stringify(body) })
}
