import { test } from '@japa/runner'
import { startServerProcess } from '#tests/helpers'

test.group('modules: the enabled list decides which routes exist', () => {
  test('with auth disabled its routes answer 404 and the core keeps working', async ({ assert, cleanup }) => {
    const server = await startServerProcess({ MODULES: 'none' })
    cleanup(server.stop)

    const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST' })
    assert.equal(login.status, 404)
    assert.deepEqual(await login.json(), { error: 'Not found' })
    assert.equal((await fetch(`${server.base}/api/user/me`)).status, 404)
    assert.equal((await fetch(`${server.base}/health`)).status, 200)
    assert.equal((await fetch(`${server.base}/api/remotes`)).status, 200)
  }).timeout(100_000)

  test('with auth enabled the same routes exist', async ({ assert, cleanup }) => {
    const server = await startServerProcess({ MODULES: 'auth' })
    cleanup(server.stop)
    assert.equal((await fetch(`${server.base}/api/user/me`)).status, 401)
  }).timeout(100_000)
})
