// The bare stack: plain node:http + pg + ioredis, no framework. For each path it
// replays, in order, the exact SQL statements (text and values) and Redis commands
// the app ran for that request (captured by compare.ts), and answers the largest
// result's rows as JSON (the page rather than its total). Started by compare.ts as a
// process of its own:
//   node bare_server.mjs <routes.json>   (env: BARE_PORT, DATABASE_URL, REDIS_URL)
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { Redis } from 'ioredis'

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null

createServer(async (request, response) => {
  const steps = routes[request.url]
  if (!steps) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
    return
  }
  try {
    // The answer is the largest result (a page, not its total), so the bare side encodes what the app encodes.
    let rows = []
    for (const step of steps) {
      if (step.kind !== 'sql') {
        await redis.call(step.command, ...step.args)
        continue
      }
      const result = (await pool.query({ text: step.text, values: step.values })).rows
      if (result.length >= rows.length) rows = result
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows))
  } catch (error) {
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }))
  }
}).listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.send?.('ready'))

// A normal exit on SIGTERM, so that --cpu-prof (BENCH_PROFILE_DIR) writes its profile.
process.on('SIGTERM', () => process.exit(0))
