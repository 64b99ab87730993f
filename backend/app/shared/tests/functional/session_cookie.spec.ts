import { test } from '@japa/runner'
import { CookieClient, startServerProcess } from '#tests/helpers'

const sessionCookies = (setCookies: string[]) => setCookies.filter((line) => line.startsWith('hireloop-session='))

test.group('session cookie (server-side store)', () => {
  test('is sent at sign-in and when it changes, not again on every answer; the session still works and ends', async ({
    assert,
    cleanup,
  }) => {
    // The default store of `npm start` (sessions in the database), in a server process of its own.
    const server = await startServerProcess({ SESSION_DRIVER: 'database' })
    cleanup(server.stop)
    const browser = new CookieClient(server.base)
    await browser.get('/api/remotes')
    const before = browser.cookies.get('hireloop-session')
    await browser.signUpAndSignIn('Cookie Reader')
    const signedIn = browser.cookies.get('hireloop-session')
    assert.isString(signedIn)
    assert.notEqual(signedIn, before) // regenerated at sign-in, and sent

    for (let i = 0; i < 3; i++) {
      const me = await browser.get('/api/user/me')
      assert.equal(me.status, 200)
      assert.deepEqual(sessionCookies(me.setCookies), [])
    }
    assert.equal((await browser.post('/api/auth/logout')).status, 200)
    assert.equal((await browser.get('/api/user/me')).status, 401)
  }).timeout(100_000)
})
