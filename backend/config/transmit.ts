import env from '#start/env'
import { Redis, type RedisOptions } from 'ioredis'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'

/*
| Live delivery: server-sent events on private per-user channels
| (start/transmit.ts). With REDIS_URL set, every instance publishes what it
| broadcasts on a Redis channel and relays what the others publish to the
| streams it holds, so an event raised on one instance reaches a stream held
| by another. Without it, a broadcast reaches this process's streams only.
*/

/**
 * The transport duplicates this connection for its publisher and subscriber.
 * Stopping the app QUITs them; while Redis is unreachable a QUIT would wait
 * for a connection that never comes (and the process would never exit), so
 * a connection that is not ready is dropped at once instead.
 */
class TransportRedis extends Redis {
  duplicate(override?: Partial<RedisOptions>) {
    const connection = super.duplicate(override)
    const quit = connection.quit.bind(connection)
    connection.quit = (async () => {
      if (connection.status === 'ready') return quit()
      connection.disconnect()
      return 'OK'
    }) as typeof connection.quit
    return connection
  }
}

/** redis://[user:password@]host:port[/db] (rediss:// for TLS), as config/redis.ts reads it. */
function redisTransport(value: string) {
  const url = new URL(value)
  const db = Number(url.pathname.replace('/', '') || 0)
  const options: RedisOptions = {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // The subscriber must come back whenever Redis does: retry for ever, at most every 5 s.
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
    // This one only hands its options to the two connections the transport duplicates from it.
    lazyConnect: true,
  }
  return {
    // Given a connection, the transport duplicates it for its publisher and subscriber.
    driver: redis(new TransportRedis(options) as never),
    // Pub/sub channels are server-wide, not per database: the database number keeps
    // deployments (or test runs) sharing one Redis server apart.
    channel: `hireloop:transmit:${db}`,
  }
}

const redisUrl = env.get('REDIS_URL')

export default defineConfig({
  // A ping message every 30 s keeps idle streams open through proxies (and
  // tells the server a vanished client is gone).
  pingInterval: '30s',
  transport: redisUrl ? redisTransport(redisUrl) : null,
})
