import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { safeStringify } from '@poppinss/utils/json'

export const appKey = env.get('APP_KEY')
export const appUrl = env.get('APP_URL')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
  | Answers are plain transformer output: the native serializer (several times
  | faster than the default key-sorting, cycle-safe one). A value JSON.stringify
  | cannot take (a BigInt, a cycle) still gets the safe serializer.
  */
  serializeJSON(value: unknown) {
    try {
      return JSON.stringify(value)
    } catch {
      return safeStringify(value)
    }
  },
  trustProxy: env.get('TRUST_PROXY', false) ? () => true : () => false,
  /* A path that does not decode (`/api/posts/%E0%A4%A`) never reaches the error handler: same JSON shape here. */
  onBadUrl(_req: IncomingMessage, res: ServerResponse) {
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
    res.end(JSON.stringify({ error: 'Malformed URL' }))
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
