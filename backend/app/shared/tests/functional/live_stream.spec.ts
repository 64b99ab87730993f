import { test } from '@japa/runner'
import transmit from '@adonisjs/transmit/services/main'
import { CookieClient, startServerProcess, testServerUrl } from '#tests/helpers'
import { cookieHeader, openStream, subscribe } from '#tests/live_stream'
import { provideLiveSink, pushToUser } from '#shared/services/live'

/*
| Live delivery over the real HTTP server: server-sent events on
| private per-user channels, authorised by the session, and (with PostgreSQL
| and Redis) across two server processes.
*/

async function postAs(client: CookieClient, text: string) {
  const created = await client.post('/api/posts', { blocks: [{ type: 'paragraph', content: { text } }] })
  if (created.status !== 201) throw new Error(`post: ${created.status} ${JSON.stringify(created.body)}`)
  return created.body.id as string
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.group('live stream: users/{id} is for that user only', (group) => {
  group.each.teardown(() => provideLiveSink(null))

  test('streams need a session; a stream and its channels belong to the user who opened it', async ({
    assert,
    cleanup,
  }) => {
    const base = testServerUrl()
    const alice = new CookieClient()
    const { user: aliceUser } = await alice.signUpAndSignIn('Alice Live')
    const bob = new CookieClient()
    const { user: bobUser } = await bob.signUpAndSignIn('Bob Live')

    // Signed out: no stream, no subscription.
    const anonymous = await openStream(base, '')
    assert.equal(anonymous.status, 401)
    // A visitor's session with a valid CSRF token is still signed out: 401.
    const visitor = new CookieClient()
    await visitor.get('/api/remotes')
    const anonymousSubscribe = await subscribe(base, visitor.cookies, anonymous.uid, `users/${aliceUser.id}`)
    assert.equal(anonymousSubscribe.status, 401)

    const stream = await openStream(base, cookieHeader(alice.cookies))
    cleanup(stream.close)
    assert.equal(stream.status, 200)

    // A stream id is required and well formed.
    const noId = await fetch(`${base}/api/__transmit/events`, { headers: { cookie: cookieHeader(alice.cookies) } })
    assert.equal(noId.status, 400)
    assert.deepEqual(await noId.json(), { error: 'A stream id (uid) is required' })

    // Someone else's channel: 403, on one's own stream.
    const foreign = await subscribe(base, alice.cookies, stream.uid, `users/${bobUser.id}`)
    assert.deepEqual(foreign, { status: 403, body: { error: 'You cannot subscribe to this channel' } })
    // A channel name that does not exist is refused, whatever it looks like.
    for (const name of [
      'posts/1',
      'users',
      `users/${aliceUser.id}/x`,
      'users/not-a-uuid',
      'admin',
      `Users/${aliceUser.id}x`,
    ]) {
      const subscribed = await subscribe(base, alice.cookies, stream.uid, name)
      assert.deepEqual(subscribed, { status: 404, body: { error: 'Channel not found' } }, name)
    }
    // Another user cannot use Alice's stream id, to subscribe on it or to take it over.
    const onAlicesStream = await subscribe(base, bob.cookies, stream.uid, `users/${bobUser.id}`)
    assert.deepEqual(onAlicesStream, { status: 400, body: { error: 'Unknown stream' } })
    const takeover = await openStream(base, cookieHeader(bob.cookies), stream.uid)
    assert.equal(takeover.status, 409)
    // A stream that does not exist, no channel, or no CSRF header.
    const unknown = await subscribe(
      base,
      alice.cookies,
      '00000000-0000-4000-8000-000000000000',
      `users/${aliceUser.id}`
    )
    assert.deepEqual(unknown, { status: 400, body: { error: 'Unknown stream' } })
    assert.deepEqual(await subscribe(base, alice.cookies, stream.uid, ''), {
      status: 400,
      body: { error: 'A channel is required' },
    })
    const noCsrf = await subscribe(base, alice.cookies, stream.uid, `users/${aliceUser.id}`, { csrf: false })
    assert.equal(noCsrf.status, 403)

    const own = await subscribe(base, alice.cookies, stream.uid, `users/${aliceUser.id}`)
    assert.deepEqual(own, { status: 204, body: null })

    // Pushes reach the user's own stream only.
    provideLiveSink((channel, event) => transmit.broadcast(channel, event as never))
    await pushToUser(bobUser.id, { type: 'unread_messages', unreadCount: 9 })
    await pushToUser(aliceUser.id, { type: 'unread_messages', unreadCount: 2 })
    const received = await stream.waitFor((message) => message.channel === `users/${aliceUser.id}`)
    assert.deepEqual(received.payload, { type: 'unread_messages', unreadCount: 2 })

    // A real change: Bob likes Alice's post, Alice's bell hears it.
    const postId = await postAs(alice, 'Streaming hello')
    const liked = await bob.post(`/api/posts/${postId}/like`, {})
    assert.equal(liked.status, 200)
    const bell = await stream.waitFor(
      (message) => (message.payload as { type?: string }).type === 'unread_notifications'
    )
    assert.deepEqual(bell.payload, { type: 'unread_notifications', unreadCount: 1 })
    assert.deepEqual(
      stream.messages.map((message) => message.payload),
      [
        { type: 'unread_messages', unreadCount: 2 },
        { type: 'unread_notifications', unreadCount: 1 },
      ]
    )

    // Unsubscribed: nothing more arrives.
    const off = await subscribe(base, alice.cookies, stream.uid, `users/${aliceUser.id}`, { action: 'unsubscribe' })
    assert.equal(off.status, 204)
    await pushToUser(aliceUser.id, { type: 'unread_messages', unreadCount: 3 })
    await pause(300)
    assert.lengthOf(stream.messages, 2)

    // A closed stream frees its id (nothing is kept per closed stream): another user may now use it.
    stream.close()
    await pause(200)
    const reused = await openStream(base, cookieHeader(bob.cookies), stream.uid)
    cleanup(reused.close)
    assert.equal(reused.status, 200)
    assert.equal((await subscribe(base, bob.cookies, stream.uid, `users/${bobUser.id}`)).status, 204)
    assert.deepEqual(transmit.getSubscribersFor(`users/${bobUser.id}`), [stream.uid])
    assert.deepEqual(transmit.getSubscribersFor(`users/${aliceUser.id}`), [])
  }).timeout(100_000)
})

test.group('live stream: across server processes sharing Redis', () => {
  test('an event raised on process A reaches a stream held by process B', async ({ assert, cleanup }) => {
    // Both processes need one database (the run's PostgreSQL database) and one Redis.
    const shared = {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL!,
      SESSION_DRIVER: 'database',
      LIMITER_STORE: 'memory',
    }
    const a = await startServerProcess(shared)
    cleanup(a.stop)
    const b = await startServerProcess(shared)
    cleanup(b.stop)

    const alice = new CookieClient(b.base)
    const { user: aliceUser } = await alice.signUpAndSignIn('Alice Instance B')
    const bob = new CookieClient(a.base)
    await bob.signUpAndSignIn('Bob Instance A')

    const stream = await openStream(b.base, cookieHeader(alice.cookies))
    cleanup(stream.close)
    assert.equal(stream.status, 200)
    assert.equal((await subscribe(b.base, alice.cookies, stream.uid, `users/${aliceUser.id}`)).status, 204)
    // The subscription lives where the stream is: process A does not know this stream.
    const elsewhere = await subscribe(a.base, alice.cookies, stream.uid, `users/${aliceUser.id}`)
    assert.deepEqual(elsewhere, { status: 400, body: { error: 'Unknown stream' } })

    const postId = await postAs(alice, 'Hello from instance B')
    const sentAt = performance.now()
    const liked = await bob.post(`/api/posts/${postId}/like`, {})
    assert.equal(liked.status, 200)
    const arrived = await stream.waitFor((message) => message.channel === `users/${aliceUser.id}`, 5000)
    assert.deepEqual(arrived.payload, { type: 'unread_notifications', unreadCount: 1 })
    assert.isBelow(arrived.at - sentAt, 5000)
  })
    .skip(
      !process.env.DATABASE_URL || process.env.DB_EMBEDDED === 'true' || !process.env.REDIS_URL,
      'needs DATABASE_URL (PostgreSQL: on PGlite each process has its own database) and REDIS_URL'
    )
    .timeout(120_000)
})
