import { test } from '@japa/runner'
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { CookieClient, testServerUrl } from '#tests/helpers'

test.group('core: health, errors, remotes', () => {
  test('GET /health reports the database and opens no session', async ({ client, assert }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    assert.equal(response.body().database.status, 'ok')
    assert.include(['pglite', 'postgresql'], response.body().database.engine)
    assert.isUndefined(response.header('set-cookie'))
  })

  test('an unknown /api path is a JSON 404', async ({ client }) => {
    const response = await client.get('/api/does-not-exist')
    response.assertStatus(404)
    response.assertBody({ error: 'Not found' })
  })

  test('malformed JSON is a 400, never a 500', async ({ assert }) => {
    for (const body of ['{"email": ', 'not json at all', '"just a string"']) {
      const response = await fetch(testServerUrl('/api/users'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      })
      // CSRF is checked after parsing: the body is refused first either way.
      assert.include([400, 403], response.status)
      assert.deepEqual(Object.keys((await response.json()) as object), ['error'])
    }
  })

  test('malformed JSON with a valid CSRF token is a 400 with a clear message', async ({ assert }) => {
    const browser = new CookieClient()
    await browser.get('/api/user/me')
    for (const raw of ['{"email": "x@y.com", ', '"just a string"', '[1, 2']) {
      const response = await browser.request('POST', '/api/auth/login', { raw })
      assert.equal(response.status, 400)
      assert.deepEqual(response.body, { error: 'Malformed JSON body' })
    }
  })

  test('GET /api/remotes is the registry of areas: each remote served by this process, its paths and its tab', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/remotes')
    response.assertStatus(200)
    assert.deepEqual(response.body().remotes, [
      {
        name: 'mfe_feed',
        entry: '/remotes/mfe-feed/mf-manifest.json',
        paths: ['/', '/home', '/notifications', '/post', '/people', '/saved'],
        tab: { label: 'Home', path: '/', icon: 'home' },
      },
      {
        name: 'mfe_jobs',
        entry: '/remotes/mfe-jobs/mf-manifest.json',
        paths: ['/jobs', '/applications', '/dashboard', '/early-bird', '/companies'],
        tab: { label: 'Jobs', path: '/jobs', icon: 'work' },
      },
      {
        name: 'mfe_referrals',
        entry: '/remotes/mfe-referrals/mf-manifest.json',
        paths: ['/referrals'],
        tab: { label: 'Referrals', path: '/referrals', icon: 'group', badge: 'referrals' },
      },
      {
        name: 'mfe_messaging',
        entry: '/remotes/mfe-messaging/mf-manifest.json',
        paths: ['/messages'],
        tab: { label: 'Messages', path: '/messages', icon: 'chat', badge: 'messages' },
      },
      {
        name: 'mfe_admin',
        entry: '/remotes/mfe-admin/mf-manifest.json',
        paths: ['/admin/moderation', '/admin/comments', '/admin/companies'],
      },
    ])
    assert.equal(response.header('cache-control'), 'no-cache')
  })

  test('MFE_REMOTES moves a remote; entries on origins not allowed are dropped', async ({
    client,
    assert,
    cleanup,
  }) => {
    const remotes = env.get('MFE_REMOTES')
    const origins = env.get('MFE_ALLOWED_ORIGINS')
    env.set(
      'MFE_REMOTES',
      'mfe_feed=https://feed.cdn.example/v2/mf-manifest.json,mfe_jobs=https://evil.example/mf-manifest.json'
    )
    env.set('MFE_ALLOWED_ORIGINS', 'https://feed.cdn.example')
    cleanup(() => {
      env.set('MFE_REMOTES', remotes ?? '')
      env.set('MFE_ALLOWED_ORIGINS', origins ?? '')
    })

    const body = (await client.get('/api/remotes')).body()
    const byName = Object.fromEntries(body.remotes.map((r: { name: string; entry: string }) => [r.name, r.entry]))
    assert.equal(byName.mfe_feed, 'https://feed.cdn.example/v2/mf-manifest.json')
    assert.notProperty(byName, 'mfe_jobs')
    assert.include(body.allowedOrigins, 'https://feed.cdn.example')
    assert.notInclude(body.allowedOrigins, 'https://evil.example')
  })
})

test.group('core: serving the built front ends', (group) => {
  let root: string
  let previous: string | undefined

  group.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'hireloop-frontend-'))
    await mkdir(join(root, 'shell', 'dist', 'static', 'js'), { recursive: true })
    await mkdir(join(root, 'mfe-feed', 'dist'), { recursive: true })
    await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>')
    await writeFile(
      join(root, 'shell', 'dist', 'landing.html'),
      '<!doctype html><div id="root" data-prerendered="landing"><h1>Find work.</h1></div>'
    )
    await writeFile(join(root, 'shell', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(join(root, 'shell', 'dist', 'static', 'js', 'main.abc123.js'), 'console.log(1);'.repeat(200))
    await writeFile(join(root, 'mfe-feed', 'dist', 'mf-manifest.json'), '{"id":"mfe_feed"}')
    await writeFile(join(root, 'secret.txt'), 'outside the dist folders')
    previous = env.get('FRONTEND_ROOT')
    env.set('FRONTEND_ROOT', root)
    return async () => {
      env.set('FRONTEND_ROOT', previous ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })

  test('static files, the shell and their 404s carry nosniff and keep their own caching', async ({ assert }) => {
    for (const [path, cacheControl] of [
      ['/home', 'no-cache'],
      ['/static/js/main.abc123.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe-feed/mf-manifest.json', 'no-cache'],
      ['/remotes/unknown-app/mf-manifest.json', null],
    ] as const) {
      const response = await fetch(testServerUrl(path), { headers: { accept: 'text/html' } })
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
      if (cacheControl) assert.equal(response.headers.get('cache-control'), cacheControl, path)
    }
  })

  test('client-side routes get the shell with a CSP that only allows configured origins', async ({ assert }) => {
    const response = await fetch(testServerUrl('/home'), { headers: { accept: 'text/html' } })
    assert.equal(response.status, 200)
    assert.include(await response.text(), '<div id="root">')
    assert.equal(response.headers.get('cache-control'), 'no-cache')
    assert.match(response.headers.get('content-security-policy')!, /script-src 'self' http:\/\/127\.0\.0\.1:\d+/)
  })

  test('hashed assets are immutable and gzip-compressed; sw.js is revalidated at root scope', async ({ assert }) => {
    const asset = await fetch(testServerUrl('/static/js/main.abc123.js'), { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(asset.status, 200)
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(asset.headers.get('content-encoding'), 'gzip')
    assert.match(asset.headers.get('content-type')!, /javascript/)

    const worker = await fetch(testServerUrl('/sw.js'))
    assert.equal(worker.headers.get('cache-control'), 'no-cache')
    assert.equal(worker.headers.get('service-worker-allowed'), '/')
  })

  test('/ is the prerendered landing page for a visitor without a session, the app shell otherwise', async ({
    assert,
  }) => {
    for (const path of ['/', '/?next=%2Fjobs']) {
      const landing = await fetch(testServerUrl(path), { headers: { accept: 'text/html' } })
      assert.equal(landing.status, 200, path)
      assert.include(await landing.text(), 'data-prerendered="landing"', path)
      assert.equal(landing.headers.get('cache-control'), 'no-cache', path)
      assert.match(landing.headers.get('content-security-policy')!, /default-src 'self'/, path)
    }
    const signedIn = await fetch(testServerUrl('/'), {
      headers: { accept: 'text/html', cookie: 'hireloop-session=abc' },
    })
    assert.equal(await signedIn.text(), '<!doctype html><div id="root"></div>')
    const home = await fetch(testServerUrl('/home'), { headers: { accept: 'text/html' } })
    assert.notInclude(await home.text(), 'data-prerendered')
  })

  test("the app's HTML preloads the first API reads of the screen at its path, for a signed-in visitor only", async ({
    assert,
  }) => {
    const feedPage = '</api/posts?limit=10>; rel=preload; as=fetch; crossorigin=use-credentials'
    const page = (path: string, cookie?: string) =>
      fetch(testServerUrl(path), { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
    for (const path of ['/', '/home']) {
      const signedIn = await page(path, 'hireloop-session=abc')
      assert.equal(signedIn.status, 200, path)
      assert.equal(signedIn.headers.get('link'), feedPage, path)
    }
    for (const path of ['/home/', '/jobs', '/post/42', '/notifications']) {
      assert.isNull((await page(path, 'hireloop-session=abc')).headers.get('link'), path)
    }
    // Signed out, /home's reads would answer 401, and / is the landing page.
    for (const path of ['/', '/home']) assert.isNull((await page(path)).headers.get('link'), path)
  })

  test('compressible files are sent with brotli when the browser accepts it, gzip otherwise', async ({ assert }) => {
    const brotli = await fetch(testServerUrl('/static/js/main.abc123.js'), {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    assert.equal(brotli.headers.get('content-encoding'), 'br')
    assert.equal(brotli.headers.get('vary'), 'accept-encoding')
    assert.equal(await brotli.text(), 'console.log(1);'.repeat(200))
    const gzip = await fetch(testServerUrl('/static/js/main.abc123.js'), { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers.get('content-encoding'), 'gzip')
  })

  test('a remote is served under /remotes/<folder>/ with its manifest revalidated', async ({ assert }) => {
    const manifest = await fetch(testServerUrl('/remotes/mfe-feed/mf-manifest.json'))
    assert.equal(manifest.status, 200)
    assert.deepEqual(await manifest.json(), { id: 'mfe_feed' })
    assert.equal(manifest.headers.get('cache-control'), 'no-cache')
    assert.equal((await fetch(testServerUrl('/remotes/unknown-app/mf-manifest.json'))).status, 404)
  })

  test('paths cannot escape the dist folders', async ({ assert }) => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/mfe-feed/..%2f..%2fsecret.txt']) {
      const response = await fetch(testServerUrl(path), { headers: { accept: 'text/html' } })
      assert.notInclude(await response.text(), 'outside the dist folders')
    }
  })

  test('API 404s stay JSON even for browsers asking for HTML', async ({ assert }) => {
    const response = await fetch(testServerUrl('/api/nothing-here'), { headers: { accept: 'text/html' } })
    assert.equal(response.status, 404)
    assert.deepEqual(await response.json(), { error: 'Not found' })
  })
})

test.group('core: response headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every answer carries nosniff: /health, 404s, errors, uploads', async ({ assert }) => {
    const browser = new CookieClient()
    const answers = [
      ['/health', 200, await fetch(testServerUrl('/health'))],
      ['/api/does-not-exist', 404, await fetch(testServerUrl('/api/does-not-exist'))],
      ['/no/such/page.png', 404, await fetch(testServerUrl('/no/such/page.png'))],
      ['/uploads/media/missing', 404, await fetch(testServerUrl('/uploads/media/missing'))],
      [
        'GET /api/user/me anonymous',
        401,
        await fetch(testServerUrl('/api/user/me'), { headers: { accept: 'application/json' } }),
      ],
      ['POST /api/auth/login without CSRF', 403, await fetch(testServerUrl('/api/auth/login'), { method: 'POST' })],
    ] as const
    for (const [label, status, response] of answers) {
      assert.equal(response.status, status, label)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', label)
    }
    await browser.get('/api/user/me')
    const invalid = await browser.request('POST', '/api/auth/login', { json: { email: 'nope' } })
    assert.equal(invalid.status, 422)
    assert.equal(invalid.headers.get('x-content-type-options'), 'nosniff')
  })

  test('answers about the signed-in member are no-store; shared answers keep their policy', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const path of [
      '/api/user/me',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/posts',
      '/api/posts/bookmarks',
      '/api/search?q=ann',
    ]) {
      const response = await client.get(path).loginAs(user)
      response.assertStatus(200)
      assert.equal(response.header('cache-control'), 'no-store', path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
    const updated = await client.patch('/api/user/me').json({ name: 'New Name' }).withCsrfToken().loginAs(user)
    updated.assertStatus(200)
    assert.equal(updated.header('cache-control'), 'no-store')
    const anonymous = await client.get('/api/user/me')
    anonymous.assertStatus(401)
    assert.equal(anonymous.header('cache-control'), 'no-store')

    assert.equal((await client.get('/api/remotes')).header('cache-control'), 'no-cache')
    assert.equal((await client.get('/health')).header('cache-control'), 'no-store')
  })
})
