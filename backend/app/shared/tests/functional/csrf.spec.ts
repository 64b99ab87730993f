import { test } from '@japa/runner'
import { CookieClient } from '#tests/helpers'

const xsrfCookies = (setCookies: string[]) => setCookies.filter((line) => line.startsWith('XSRF-TOKEN='))

test.group('CSRF protection', () => {
  test('the XSRF-TOKEN cookie is issued once, readable by the page, and not again while it is valid', async ({
    assert,
  }) => {
    const browser = new CookieClient()
    const first = await browser.get('/api/remotes')
    const issued = xsrfCookies(first.setCookies)
    assert.lengthOf(issued, 1)
    assert.notMatch(issued[0], /HttpOnly/i)
    assert.match(issued[0], /SameSite=Lax/i)
    assert.match(issued[0], /Max-Age=604800/)

    const again = await browser.get('/api/remotes')
    assert.deepEqual(xsrfCookies(again.setCookies), [])
    await browser.signUpAndSignIn('Csrf Person')
    const signedIn = await browser.get('/api/user/me')
    assert.equal(signedIn.status, 200)
    assert.deepEqual(xsrfCookies(signedIn.setCookies), [])
  })

  test('a write needs the token of this session: none, a forged one, or another session’s is refused', async ({
    assert,
  }) => {
    const browser = new CookieClient()
    await browser.signUpAndSignIn('Csrf Writer')
    const stranger = new CookieClient()
    await stranger.get('/api/remotes')

    const missing = await browser.post('/api/auth/logout', {}, { csrf: false })
    assert.equal(missing.status, 403)
    assert.deepEqual(missing.body, { error: 'Invalid or missing CSRF token' })
    const forged = await browser.post('/api/auth/logout', {}, { csrf: false, headers: { 'x-xsrf-token': 'abc-def' } })
    assert.equal(forged.status, 403)
    const otherSession = await browser.post(
      '/api/auth/logout',
      {},
      { csrf: false, headers: { 'x-xsrf-token': decodeURIComponent(stranger.cookies.get('XSRF-TOKEN')!) } }
    )
    assert.equal(otherSession.status, 403)
    assert.equal((await browser.get('/api/user/me')).status, 200)

    const withToken = await browser.post('/api/auth/logout')
    assert.include([200, 204], withToken.status)
    assert.equal((await browser.get('/api/user/me')).status, 401)
  })

  test('a tampered XSRF-TOKEN cookie is replaced by a valid one', async ({ assert }) => {
    const browser = new CookieClient()
    await browser.get('/api/remotes')
    browser.cookies.set('XSRF-TOKEN', 'tampered-value')
    const answer = await browser.get('/api/remotes')
    assert.lengthOf(xsrfCookies(answer.setCookies), 1)
    assert.notEqual(browser.cookies.get('XSRF-TOKEN'), 'tampered-value')
  })
})
