import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { UserFactory } from '#shared/database/factories/user_factory'
import { IDEMPOTENCY_MESSAGES } from '#shared/middleware/idempotency_middleware'
import { connect } from '#messaging/tests/thread_fixtures'

const KEY = 'message-5d0b7c2e-91a4-4f3b-8e6d-0a2c4b6e8f10'

async function pair(client: ApiClient) {
  const [ana, ben] = await UserFactory.createMany(2)
  await connect(ana, ben)
  const started = await client.post('/api/threads').json({ recipientId: ben.id }).withCsrfToken().loginAs(ana)
  return { ana, ben, threadId: started.body().thread.id as string }
}

const messagesIn = (threadId: string) => db.from('messages').where('thread_id', threadId).select('id', 'content')

test.group('Sending a message with an Idempotency-Key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('POST /api/threads/{id}/messages retried: the first answer again, one message', async ({ client, assert }) => {
    const { ana, threadId } = await pair(client)
    const send = () =>
      client
        .post(`/api/threads/${threadId}/messages`)
        .json({ content: 'Are you free on Monday?' })
        .header('Idempotency-Key', KEY)
        .withCsrfToken()
        .loginAs(ana)
    const first = await send()
    first.assertStatus(201)
    const retry = await send()
    retry.assertStatus(201)
    assert.deepEqual(retry.body(), first.body())
    assert.equal(retry.header('idempotent-replayed'), 'true')
    assert.deepEqual(await messagesIn(threadId), [{ id: first.body().id, content: 'Are you free on Monday?' }])
    const { unread_count: unread } = await db
      .from('thread_participants')
      .where({ thread_id: threadId })
      .whereNot('user_id', ana.id)
      .firstOrFail()
    assert.equal(unread, 1)
  })

  test('POST /api/messages retried: one message; the same key on the thread route is refused (422)', async ({
    client,
    assert,
  }) => {
    const { ana, threadId } = await pair(client)
    const send = () =>
      client
        .post('/api/messages')
        .json({ threadId, content: 'Recommended: Relay Technician' })
        .header('Idempotency-Key', KEY)
        .withCsrfToken()
        .loginAs(ana)
    const first = await send()
    first.assertStatus(201)
    const retry = await send()
    assert.deepEqual(retry.body(), first.body())
    const elsewhere = await client
      .post(`/api/threads/${threadId}/messages`)
      .json({ content: 'Recommended: Relay Technician' })
      .header('Idempotency-Key', KEY)
      .withCsrfToken()
      .loginAs(ana)
    elsewhere.assertStatus(422)
    elsewhere.assertBody({
      error: IDEMPOTENCY_MESSAGES.reused,
      errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused, rule: 'idempotencyKeyReused' }],
    })
    assert.deepEqual(await messagesIn(threadId), [{ id: first.body().id, content: 'Recommended: Relay Technician' }])
  })
})
