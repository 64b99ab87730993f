import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/**
 * Rate-limit counters live in the database (table rate_limits) by default,
 * in Redis when REDIS_URL is set (several instances share them), and in
 * memory for the test runner (cleared before every test).
 */
export const limiterStore = env.get('LIMITER_STORE') ?? (env.get('REDIS_URL') ? 'redis' : 'database')

const limiterConfig = defineConfig({
  default: limiterStore,
  stores: {
    database: stores.database({ tableName: 'rate_limits', clearExpiredByTimeout: true }),
    redis: stores.redis({ connectionName: 'main', rejectIfRedisNotReady: false }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
