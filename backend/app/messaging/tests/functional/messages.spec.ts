import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '#messaging/constants'
import { MESSAGING_RATES, messagingLimitKey, messagingLimiter } from '#messaging/rate_limits'
import { allowance } from '#shared/services/rate_limit'
import { block, captureLive, connect, iso, participantRow } from '#messaging/tests/thread_fixtures'

/** Two connections with a thread between them (no messages yet). */
async function pair(client: ApiClient) {
  const [ana, ben] = await UserFactory.createMany(2)
  await connect(ana, ben)
  const started = await client.post('/api/threads').json({ recipientId: ben.id }).withCsrfToken().loginAs(ana)
  return { ana, ben, threadId: started.body().thread.id as string }
}

function send(client: ApiClient, user: User, threadId: string, content: unknown) {
  return client.post(`/api/threads/${threadId}/messages`).json({ content }).withCsrfToken().loginAs(user)
}

async function unread(client: ApiClient, user: User) {
  return (await client.get('/api/messages/unread-count').loginAs(user)).body().unreadCount as number
}

test.group('Sending messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('POST /api/threads/{id}/messages and POST /api/messages store a trimmed message and update both views', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    const first = await send(client, ana, threadId, '  Hello Ben \n ')
    first.assertStatus(201)
    const stored = await db.from('messages').where('thread_id', threadId).firstOrFail()
    assert.deepEqual(first.body(), {
      id: stored.id,
      threadId,
      senderId: ana.id,
      sender: { id: ana.id, name: ana.name },
      content: 'Hello Ben',
      createdAt: iso(stored.created_at),
      readBy: [ana.id],
    })
    const second = await client.post('/api/messages').json({ threadId, content: 'Hi Ana' }).withCsrfToken().loginAs(ben)
    second.assertStatus(201)
    const reply = await db.from('messages').where('content', 'Hi Ana').firstOrFail()
    assert.deepEqual(second.body(), {
      id: reply.id,
      threadId,
      senderId: ben.id,
      sender: { id: ben.id, name: ben.name },
      content: 'Hi Ana',
      createdAt: iso(reply.created_at),
      readBy: [ben.id],
    })
    assert.isAbove(new Date(reply.created_at).getTime(), new Date(stored.created_at).getTime())

    const thread = await db.from('threads').where('id', threadId).firstOrFail()
    assert.equal(thread.message_count, 2)
    assert.equal(thread.last_message_id, reply.id)
    assert.equal(iso(thread.last_message_at), iso(reply.created_at))
    const anaView = await participantRow(threadId, ana)
    const benView = await participantRow(threadId, ben)
    assert.equal(anaView.unread_count, 1)
    assert.equal(iso(anaView.last_read_at), iso(stored.created_at))
    assert.equal(iso(anaView.last_message_at), iso(reply.created_at))
    // Replying read the thread.
    assert.equal(benView.unread_count, 0)
    assert.equal(iso(benView.last_read_at), iso(reply.created_at))
    assert.equal(iso(benView.last_message_at), iso(reply.created_at))
  })

  test('blank, missing, too long or non-text content is refused with the words; 5000 characters pass', async ({
    client,
    assert,
  }) => {
    const { ana, threadId } = await pair(client)
    const cases: [unknown, string][] = [
      ['   \n\t ', MESSAGING_MESSAGES.contentRequired],
      ['', MESSAGING_MESSAGES.contentRequired],
      [undefined, MESSAGING_MESSAGES.contentRequired],
      ['x'.repeat(MESSAGING_LIMITS.messageMax + 1), MESSAGING_MESSAGES.contentMax],
      [{ text: 'hi' }, 'Message must be text'],
      [['hi'], 'Message must be text'],
      [42, 'Message must be text'],
    ]
    for (const [content, error] of cases) {
      const viaThread = await send(client, ana, threadId, content)
      viaThread.assertStatus(422)
      assert.equal(viaThread.body().error, error, JSON.stringify(content))
      assert.equal(viaThread.body().errors[0].field, 'content')
      const viaMessages = await client.post('/api/messages').json({ threadId, content }).withCsrfToken().loginAs(ana)
      viaMessages.assertStatus(422)
      assert.equal(viaMessages.body().error, error)
    }
    const missingThread = await client.post('/api/messages').json({ content: 'Hi' }).withCsrfToken().loginAs(ana)
    missingThread.assertStatus(422)
    assert.equal(missingThread.body().error, MESSAGING_MESSAGES.threadNotFound)
    assert.lengthOf(await db.from('messages'), 0)

    const longest = await send(client, ana, threadId, 'y'.repeat(MESSAGING_LIMITS.messageMax))
    longest.assertStatus(201)
    assert.lengthOf(longest.body().content, MESSAGING_LIMITS.messageMax)
    ;(await client.post(`/api/threads/${threadId}/messages`).json({ content: 'x' }).withCsrfToken()).assertStatus(401)
  })

  test('a blocked pair cannot message each other, whoever blocked, with the same words; nothing is stored', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    ;(await send(client, ben, threadId, 'Before')).assertStatus(201)
    await block(ana, ben)
    for (const user of [ana, ben]) {
      const refused = await send(client, user, threadId, 'Hello?')
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.cannotMessageUser })
      const viaMessages = await client
        .post('/api/messages')
        .json({ threadId, content: 'Hello?' })
        .withCsrfToken()
        .loginAs(user)
      viaMessages.assertStatus(403)
      assert.deepEqual(viaMessages.body(), { error: MESSAGING_MESSAGES.cannotMessageUser })
    }
    assert.lengthOf(await db.from('messages'), 1)
    assert.equal((await participantRow(threadId, ana)).unread_count, 1)
    // Reading what was there before stays possible.
    const page = await client.get(`/api/threads/${threadId}/messages`).loginAs(ana)
    assert.deepEqual(
      page.body().messages.map((message: { content: string }) => message.content),
      ['Before']
    )
  })

  test('messages per minute are limited per sender (429 with the words and Retry-After)', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    const limit = allowance(MESSAGING_RATES.messages.rule)
    assert.equal(limit, MESSAGING_LIMITS.messagesPerMinute)
    ;(await send(client, ana, threadId, 'One')).assertStatus(201)
    await messagingLimiter('messages').increment(messagingLimitKey('messages', ana.id), limit - 2)
    ;(await send(client, ana, threadId, 'The last one allowed')).assertStatus(201)
    const refused = await send(client, ana, threadId, 'One too many')
    refused.assertStatus(429)
    assert.deepEqual(refused.body(), { error: MESSAGING_MESSAGES.tooManyMessages })
    assert.isAbove(Number(refused.header('retry-after')), 0)
    const viaMessages = await client
      .post('/api/messages')
      .json({ threadId, content: 'Again' })
      .withCsrfToken()
      .loginAs(ana)
    viaMessages.assertStatus(429)
    assert.lengthOf(await db.from('messages'), 2)
    ;(await send(client, ben, threadId, 'My own allowance')).assertStatus(201)
  })
})

test.group('GET /api/threads/{id}/messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the newest page first, each page oldest first; the cursor goes back; readBy follows the read positions', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    for (const content of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      ;(await send(client, content === 'm3' ? ben : ana, threadId, content)).assertStatus(201)
    }
    const first = await client.get(`/api/threads/${threadId}/messages?limit=2`).loginAs(ben)
    first.assertStatus(200)
    const rows = await db.from('messages').where('thread_id', threadId).orderBy('created_at')
    const m5 = rows[4]
    assert.deepEqual(first.body().messages, [
      {
        id: rows[3].id,
        threadId,
        senderId: ana.id,
        sender: { id: ana.id, name: ana.name },
        content: 'm4',
        createdAt: iso(rows[3].created_at),
        readBy: [ana.id],
      },
      {
        id: m5.id,
        threadId,
        senderId: ana.id,
        sender: { id: ana.id, name: ana.name },
        content: 'm5',
        createdAt: iso(m5.created_at),
        readBy: [ana.id],
      },
    ])
    assert.isTrue(first.body().hasMore)
    const second = await client
      .get(`/api/threads/${threadId}/messages?limit=2&cursor=${first.body().nextCursor}`)
      .loginAs(ben)
    assert.deepEqual(
      second.body().messages.map((message: { content: string; readBy: string[] }) => [message.content, message.readBy]),
      [
        ['m2', [ana.id, ben.id]],
        // Ana replied after it: a reply reads the thread.
        ['m3', [ben.id, ana.id]],
      ]
    )
    const third = await client
      .get(`/api/threads/${threadId}/messages?limit=2&cursor=${second.body().nextCursor}`)
      .loginAs(ben)
    assert.deepEqual(
      third.body().messages.map((message: { content: string }) => message.content),
      ['m1']
    )
    assert.deepEqual([third.body().hasMore, third.body().nextCursor], [false, null])

    // Ben reads: every message is read by both.
    const read = await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)
    assert.deepEqual(read.body(), { unreadCount: 0 })
    const all = await client.get(`/api/threads/${threadId}/messages`).loginAs(ana)
    assert.deepEqual(
      all.body().messages.map((message: { content: string; readBy: string[] }) => [message.content, message.readBy]),
      [
        ['m1', [ana.id, ben.id]],
        ['m2', [ana.id, ben.id]],
        ['m3', [ben.id, ana.id]],
        ['m4', [ana.id, ben.id]],
        ['m5', [ana.id, ben.id]],
      ]
    )
    const bad = await client.get(`/api/threads/${threadId}/messages?cursor=garbage`).loginAs(ana)
    bad.assertStatus(422)
    assert.equal(bad.body().error, 'Invalid cursor')
    ;(await client.get(`/api/threads/${threadId}/messages`)).assertStatus(401)
  })
})

test.group('Unread counts, mark read and delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('unread counts per user after send and read, summed over threads; mark-read answers the total', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    const cara = await UserFactory.create()
    await connect(cara, ben)
    const other = (await client.post('/api/threads').json({ recipientId: ben.id }).withCsrfToken().loginAs(cara)).body()
      .thread.id
    await send(client, ana, threadId, 'a1')
    await send(client, ana, threadId, 'a2')
    await send(client, cara, other, 'c1')
    assert.equal(await unread(client, ben), 3)
    assert.equal(await unread(client, ana), 0)
    assert.equal(await unread(client, cara), 0)

    const read = await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)
    read.assertStatus(200)
    assert.deepEqual(read.body(), { unreadCount: 1 })
    const view = await participantRow(threadId, ben)
    assert.equal(view.unread_count, 0)
    const last = await db.from('threads').where('id', threadId).firstOrFail()
    assert.isAtLeast(new Date(view.last_read_at).getTime(), new Date(last.last_message_at).getTime())
    assert.equal(await unread(client, ben), 1)

    await send(client, ben, threadId, 'b1')
    assert.equal(await unread(client, ana), 1)
    assert.equal(await unread(client, ben), 1)
    const again = await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)
    assert.deepEqual(again.body(), { unreadCount: 1 })
    ;(await client.get('/api/messages/unread-count')).assertStatus(401)
  })

  test('delete removes the thread for the caller only; a new message brings it back with only the new messages', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    await send(client, ana, threadId, 'old 1')
    await send(client, ana, threadId, 'old 2')
    assert.equal(await unread(client, ben), 2)

    const deleted = await client.delete(`/api/threads/${threadId}`).withCsrfToken().loginAs(ben)
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body(), { message: 'Conversation deleted' })
    const view = await participantRow(threadId, ben)
    assert.isNotNull(view.deleted_at)
    assert.isNotNull(view.cleared_at)
    assert.equal(view.unread_count, 0)
    assert.equal(await unread(client, ben), 0)
    assert.deepEqual((await client.get('/api/threads').loginAs(ben)).body().threads, [])
    assert.deepEqual((await client.get('/api/threads?archived=true').loginAs(ben)).body().threads, [])
    // Gone for Ben on every thread route…
    for (const answer of [
      await client.get(`/api/threads/${threadId}/messages`).loginAs(ben),
      await send(client, ben, threadId, 'x'),
      await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben),
      await client.patch(`/api/threads/${threadId}/archive`).json({}).withCsrfToken().loginAs(ben),
      await client.delete(`/api/threads/${threadId}`).withCsrfToken().loginAs(ben),
    ]) {
      answer.assertStatus(404)
      assert.deepEqual(answer.body(), { error: MESSAGING_MESSAGES.threadNotFound })
    }
    // …kept whole for Ana.
    const anaList = await client.get('/api/threads').loginAs(ana)
    assert.equal(anaList.body().threads[0].messageCount, 2)
    assert.lengthOf((await client.get(`/api/threads/${threadId}/messages`).loginAs(ana)).body().messages, 2)

    ;(await send(client, ana, threadId, 'new one')).assertStatus(201)
    assert.equal(await unread(client, ben), 1)
    const benList = await client.get('/api/threads').loginAs(ben)
    assert.lengthOf(benList.body().threads, 1)
    assert.include(benList.body().threads[0], { id: threadId, messageCount: 1, unreadCount: 1 })
    assert.equal(benList.body().threads[0].lastMessage.content, 'new one')
    const benMessages = await client.get(`/api/threads/${threadId}/messages`).loginAs(ben)
    assert.deepEqual(
      benMessages.body().messages.map((message: { content: string }) => message.content),
      ['new one']
    )
    assert.equal((await client.get('/api/threads').loginAs(ana)).body().threads[0].messageCount, 3)
    assert.isNull((await participantRow(threadId, ben)).deleted_at)

    // Starting the thread again after deleting it brings it back too, with nothing old.
    await client.delete(`/api/threads/${threadId}`).withCsrfToken().loginAs(ana)
    const restarted = await client.post('/api/threads').json({ recipientId: ben.id }).withCsrfToken().loginAs(ana)
    restarted.assertStatus(200)
    assert.include(restarted.body().thread, { id: threadId, messageCount: 0, lastMessage: null })
    assert.isTrue(restarted.body().isExisting)
  })
})

test.group('Live pushes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a message reaches the recipient (message, their thread, their unread total) and the sender; a read reaches the other side', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    const live = captureLive()
    try {
      const sent = await send(client, ana, threadId, 'Live hello')
      const message = sent.body()
      const benThread = (await client.get('/api/threads').loginAs(ben)).body().threads[0]
      const anaThread = (await client.get('/api/threads').loginAs(ana)).body().threads[0]
      assert.deepEqual(live.of(ben), [
        { type: 'message', message, thread: benThread },
        { type: 'unread_messages', unreadCount: 1 },
      ])
      assert.deepEqual(live.of(ana), [
        { type: 'message', message, thread: anaThread },
        { type: 'unread_messages', unreadCount: 0 },
      ])
      assert.equal(benThread.unreadCount, 1)
      live.clear()

      await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)
      const readAt = iso((await participantRow(threadId, ben)).last_read_at)
      assert.deepEqual(live.of(ana), [{ type: 'read', threadId, readerId: ben.id, readAt }])
      // The reader's other devices drop the thread's unread mark as well as the badge.
      assert.deepEqual(live.of(ben), [
        { type: 'read', threadId, readerId: ben.id, readAt },
        { type: 'unread_messages', unreadCount: 0 },
      ])
      live.clear()

      // Nothing unread: nothing to tell.
      await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)
      assert.deepEqual(live.events, [])
    } finally {
      live.stop()
    }
  })

  test('a message held by screening (a scam) is not delivered to the recipient; the sender still gets it', async ({
    client,
    assert,
  }) => {
    const { ana, ben, threadId } = await pair(client)
    const live = captureLive()
    try {
      const sent = await send(client, ana, threadId, 'Send a $50 processing fee by wire transfer to apply.')
      assert.deepEqual(live.of(ben), [])
      assert.deepEqual(
        live.of(ana).map((event) => event.type),
        ['message', 'unread_messages']
      )
      assert.equal((await client.get('/api/threads').loginAs(ben)).body().threads[0].unreadCount, 0)
      const ids = (await client.get(`/api/threads/${threadId}/messages`).loginAs(ben))
        .body()
        .messages.map((message: { id: string }) => message.id)
      assert.notInclude(ids, sent.body().id)
    } finally {
      live.stop()
    }
  })
})
