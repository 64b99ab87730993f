import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/** redis://[user:password@]host:port[/db] (rediss:// for TLS). No connection is opened until used. */
function connectionFromUrl(value: string | undefined) {
  const url = new URL(value ?? 'redis://127.0.0.1:6379')
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.replace('/', '') || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
    keyPrefix: 'hireloop:',
    // Commands issued in the same tick (concurrent requests' session reads and
    // limit counters) share one write to the socket instead of one each.
    enableAutoPipelining: true,
    // Reconnect for as long as it takes (Redis restarted, failed over), at
    // most every 500 ms. A command waits through two attempts (≈ 0.3 s),
    // then fails: its request answers 503 with Retry-After.
    retryStrategy(times: number) {
      return Math.min(times * 100, 500)
    },
    maxRetriesPerRequest: 2,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: connectionFromUrl(env.get('REDIS_URL')),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
