import { test } from '@japa/runner'
import webpush from 'web-push'
import { CookieClient, startServerProcess } from '#tests/helpers'
import { LocalPushService } from '#notifications/tests/helpers/push_service'

test.group('Web Push when a server stops (a separate server process)', () => {
  test('SIGTERM pushes a new message still in its reading window before the process exits', async ({
    assert,
    cleanup,
  }) => {
    const service = new LocalPushService()
    await service.start()
    cleanup(() => service.stop())
    const vapid = webpush.generateVAPIDKeys()
    const server = await startServerProcess({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_MESSAGE_DELAY_MS: '60000',
    })
    cleanup(server.stop)
    const ana = new CookieClient(server.base)
    const ben = new CookieClient(server.base)
    await ana.signUpAndSignIn('Ana Sender')
    const { user: benUser } = await ben.signUpAndSignIn('Ben Reader')
    const device = service.device()
    const subscribed = await ben.post('/api/notifications/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    })
    assert.equal(subscribed.status, 201, JSON.stringify(subscribed.body))
    const asked = await ana.post('/api/connections', { targetId: benUser.id })
    assert.equal(asked.status, 201, JSON.stringify(asked.body))
    assert.equal((await ben.post(`/api/connections/${asked.body.id}/accept`)).status, 200)
    const thread = await ana.post('/api/threads', { recipientId: benUser.id })
    const threadId = thread.body.thread.id as string
    const sent = await ana.post(`/api/threads/${threadId}/messages`, { content: 'Are you free Friday?' })
    assert.equal(sent.status, 201, JSON.stringify(sent.body))
    // A minute's reading window: without the stop, nothing would be pushed yet.
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.lengthOf(service.received, 0)

    server.stop()
    await service.waitFor(1, 9000)
    const push = service.received[0]
    assert.deepEqual(JSON.parse(device.decrypt(push.body)), {
      title: 'New message from Ana Sender',
      body: 'Open Messages to read it.',
      url: `/messages?thread=${threadId}`,
      tag: `thread-${threadId}`,
      kind: 'messages',
    })
  }).timeout(100_000)
})
