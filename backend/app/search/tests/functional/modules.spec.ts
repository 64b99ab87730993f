import { test } from '@japa/runner'
import { CookieClient, startServerProcess } from '#tests/helpers'

test.group('modules: notifications and search without the feed', () => {
  test('with the feed disabled, notifications and search still answer', async ({ assert, cleanup }) => {
    const server = await startServerProcess({ MODULES: 'auth,notifications,search' })
    cleanup(server.stop)

    assert.equal((await fetch(`${server.base}/api/posts`)).status, 404)
    assert.equal((await fetch(`${server.base}/api/notifications`)).status, 401)
    assert.equal((await fetch(`${server.base}/api/search?q=x`)).status, 401)

    const browser = new CookieClient(server.base)
    await browser.signUpAndSignIn('Solo Reader')

    const notifications = await browser.get('/api/notifications')
    assert.equal(notifications.status, 200)
    assert.deepEqual(notifications.body.notifications, [])
    assert.deepEqual((await browser.get('/api/notifications/unread-count')).body, { unreadCount: 0 })
    const search = await browser.get('/api/search?q=solo')
    assert.equal(search.status, 200)
    assert.deepEqual(
      search.body.users.map((u: { name: string }) => u.name),
      ['Solo Reader']
    )
    assert.equal((await browser.get('/api/posts')).status, 404)
  }).timeout(100_000)
})
