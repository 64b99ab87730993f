/*
| Live delivery: the server-sent events routes of
| @adonisjs/transmit, the private per-user channels and the sink through
| which modules push (`pushToUser`, #shared/services/live).
|
| - GET  /api/__transmit/events?uid=…   opens the stream (signed in only)
| - POST /api/__transmit/subscribe      { uid, channel } (session + CSRF header)
| - POST /api/__transmit/unsubscribe    { uid, channel }
|
| Under /api like every other call (the dev server proxies /api, answers are
| no-store). A stream id is bound to the user who opened it: nobody can
| subscribe a channel on someone else's stream, or take over its id, and
| `users/{id}` is open to that user's session only.
|
| The sink is provided to the web server only; tests provide their own.
*/
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'
import { provideLiveSink, type LiveEvent } from '#shared/services/live'

/** The client's stream ids are random UUIDs; anything else is refused before a stream exists. */
const STREAM_ID = /^[A-Za-z0-9_-]{16,64}$/

/** Stream id → its owner and how many of its streams are open on this process (a reconnect may overlap the old one). */
const streamOwners = new Map<string, { userId: string; open: number }>()

function streamIdOf(ctx: HttpContext) {
  const uid = ctx.request.input('uid')
  return typeof uid === 'string' && STREAM_ID.test(uid) ? uid : null
}

/** Opening a stream: a well-formed id, not held by another user. */
async function openStream(ctx: HttpContext, next: NextFn) {
  const uid = streamIdOf(ctx)
  const userId = ctx.auth.getUserOrFail().id
  if (!uid) return ctx.response.badRequest({ error: 'A stream id (uid) is required' })
  const owner = streamOwners.get(uid)
  if (owner && owner.userId !== userId) return ctx.response.conflict({ error: 'This stream id is in use' })
  streamOwners.set(uid, { userId, open: (owner?.open ?? 0) + 1 })
  return next()
}

/** The channels that exist: a user's own (`users/{uuid}`). Any other name is refused, never subscribed. */
const CHANNELS = [/^users\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i]

/**
 * (Un)subscribing: only on a stream of one's own, open on this process; a
 * channel that does not exist is a 404, one the user may not hear a 403
 * (transmit alone would answer a bare 400, or subscribe any unknown name).
 */
async function ownStream(ctx: HttpContext, next: NextFn) {
  const uid = streamIdOf(ctx)
  if (!uid || streamOwners.get(uid)?.userId !== ctx.auth.getUserOrFail().id) {
    return ctx.response.badRequest({ error: 'Unknown stream' })
  }
  const channel = ctx.request.input('channel')
  if (typeof channel !== 'string' || !channel) return ctx.response.badRequest({ error: 'A channel is required' })
  if (ctx.route?.pattern.endsWith('/subscribe')) {
    if (!CHANNELS.some((pattern) => pattern.test(channel))) {
      return ctx.response.notFound({ error: 'Channel not found' })
    }
    if (!(await transmit.getManager().verifyAccess(channel, ctx))) {
      return ctx.response.forbidden({ error: 'You cannot subscribe to this channel' })
    }
  }
  return next()
}

transmit.on('disconnect', ({ uid }) => {
  const owner = streamOwners.get(uid)
  if (!owner) return
  if (owner.open <= 1) streamOwners.delete(uid)
  else owner.open -= 1
})

router
  .group(() => {
    transmit.registerRoutes((route) => {
      route.use(middleware.auth())
      route.use(route.getPattern().endsWith('/events') ? openStream : ownStream)
    })
  })
  .prefix('/api')

/* A user's channel is theirs alone. */
transmit.authorize<{ id: string }>('users/:id', (ctx: HttpContext, { id }) => ctx.auth.user?.id === id)

if (app.getEnvironment() === 'web') {
  provideLiveSink((channel, event: LiveEvent) => transmit.broadcast(channel, event as never))

  // Open streams would keep the HTTP server from closing: end them when the app stops.
  app.terminating(() => {
    for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
  })
}
