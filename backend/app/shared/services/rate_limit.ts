import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'

/**
 * A rate-limit rule: at most `requests` in `duration` (a fixed window), and
 * optionally a longer block once exceeded. Refusals are 429 with
 * Retry-After (seconds), answered by the exception handler.
 */
export interface RateRule {
  requests: number
  duration: string
  blockFor?: string
}

/** RATE_LIMIT_SCALE multiplies every allowance (browser-test or load runs); default 1. */
export function allowance(rule: RateRule) {
  return Math.max(1, Math.round(rule.requests * env.get('RATE_LIMIT_SCALE', 1)))
}

function httpLimiter(rule: RateRule, key: string) {
  const builder = limiter.allowRequests(allowance(rule)).every(rule.duration).usingKey(key)
  return rule.blockFor ? builder.blockFor(rule.blockFor) : builder
}

/**
 * Route middleware counting every request under key(ctx); a null key
 * (e.g. no e-mail in the body yet) skips this limit.
 */
export function throttle(
  name: string,
  rule: RateRule,
  key: (ctx: HttpContext) => string | null | Promise<string | null>
) {
  const limiterFor = (value: string | null) => (value === null ? null : httpLimiter(rule, value))
  return limiter.define(name, (ctx) => {
    const value = key(ctx)
    if (typeof value === 'string' || value === null) return limiterFor(value)
    // The limiter awaits the builder and skips a null (its typing only allows a sync null).
    return value.then(limiterFor) as Promise<ReturnType<typeof httpLimiter>>
  })
}

/**
 * Consumes one request of `rule` for `key` now (for limits applied inside a
 * handler). Without a block period there is nothing to look up first, so a
 * single upsert does it (the HTTP throttle reads the counter, then writes it).
 */
export function consume(name: string, rule: RateRule, key: string, ctx: HttpContext) {
  if (rule.blockFor) return httpLimiter(rule, key).throttle(name, ctx)
  return limiter.use({ requests: allowance(rule), duration: rule.duration }).consume(`${name}_${key}`)
}

/** The client's address (X-Forwarded-For only when TRUST_PROXY is on). */
export const byIp = (ctx: HttpContext) => ctx.request.ip()

/**
 * A fixed-length digest of a client-chosen value (an e-mail…) to count
 * under: whatever its length, the key fits the stores (rate_limits.key is
 * varchar(255)), and the counters hold no address.
 */
export function hashedKey(value: string) {
  return createHash('sha256').update(value).digest('base64url')
}

/** Signed-in traffic: generous enough for every poll of part 1 §9 in several tabs. */
export const SIGNED_IN_API_LIMIT: RateRule = { requests: 600, duration: '1 min' }
