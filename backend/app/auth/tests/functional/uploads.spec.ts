import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { UserFactory } from '#shared/database/factories/user_factory'
import { CookieClient, filesOnDisk, testServerUrl } from '#tests/helpers'
import { multipartTmpDirectory } from '#shared/middleware/multipart_middleware'
import { ACCOUNT_MESSAGES as M, UPLOAD_LIMITS } from '#auth/account_rules'
import { AUTH_LIMITS } from '#auth/rate_limits'
import { MEDIA_FIXTURES, REFUSED_FIXTURES } from '#auth/tests/fixtures'

const MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const

async function storedFiles() {
  return filesOnDisk(env.get('UPLOADS_DIR')!)
}

/** Files waiting in the multipart temp folder. */
async function tempFiles() {
  return (await readdir(multipartTmpDirectory()).catch(() => [] as string[])).length
}

/** Polls (bounded) for work the server finishes after its answer, e.g. an aborted body. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`never happened: ${what}`)
}

test.group('POST /api/upload and GET /uploads/<key>', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores a {$self} under a random name and serves it back with its type, nosniff and inline')
    .with(Object.keys(MEDIA_FIXTURES) as (keyof typeof MEDIA_FIXTURES)[])
    .run(async ({ client, assert }, extension) => {
      const user = await UserFactory.create()
      const body = MEDIA_FIXTURES[extension]
      const response = await client
        .post('/api/upload')
        .file('files', body, {
          filename: `holiday.${extension === 'jpg' ? 'jpeg' : extension}`,
          contentType: 'application/octet-stream',
        })
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(201)
      const [file] = response.body().files
      assert.match(file.url, new RegExp(`^/uploads/media/[0-9a-f]{32}\\.${extension}$`))
      assert.include(file, { type: MIME[extension], size: body.length })

      const served = await fetch(testServerUrl(file.url))
      assert.equal(served.status, 200)
      assert.equal(served.headers.get('content-type'), MIME[extension])
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff')
      assert.equal(served.headers.get('content-disposition'), 'inline')
      assert.match(served.headers.get('content-security-policy')!, /default-src 'none'.*sandbox/)
      assert.isNull(served.headers.get('set-cookie'), 'serving a file opens no session')
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), body)
    })

  test('refuses {$self} whatever its name and declared type: "Invalid file type"')
    .with(Object.keys(REFUSED_FIXTURES) as (keyof typeof REFUSED_FIXTURES)[])
    .run(async ({ client, assert }, name) => {
      const user = await UserFactory.create()
      const { body, filename, contentType } = REFUSED_FIXTURES[name]
      const before = await storedFiles()
      const response = await client
        .post('/api/upload')
        .file('files', body, { filename, contentType })
        .withCsrfToken()
        .loginAs(user)
      response.assertStatus(422)
      response.assertBody({
        error: 'Invalid file type',
        errors: [{ field: 'files.0', message: 'Invalid file type', rule: 'fileType' }],
      })
      assert.deepEqual(await storedFiles(), before)
    })

  test('profile pictures (folder=public or avatars) are images of at most 5 MB', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const avatar = await client
      .post('/api/upload')
      .field('folder', 'public')
      .file('files', MEDIA_FIXTURES.jpg, { filename: 'me.jpg' })
      .withCsrfToken()
      .loginAs(user)
    avatar.assertStatus(201)
    assert.match(avatar.body().files[0].url, /^\/uploads\/public\/[0-9a-f]{32}\.jpg$/)

    const video = await client
      .post('/api/upload')
      .field('folder', 'avatars')
      .file('files', MEDIA_FIXTURES.mp4, { filename: 'me.mp4' })
      .withCsrfToken()
      .loginAs(user)
    video.assertStatus(422)
    assert.equal(video.body().error, M.invalidFileType)

    const large = Buffer.concat([MEDIA_FIXTURES.png, Buffer.alloc(UPLOAD_LIMITS.imageBytes)])
    const tooLarge = await client
      .post('/api/upload')
      .field('folder', 'public')
      .file('files', large, { filename: 'big.png' })
      .withCsrfToken()
      .loginAs(user)
    tooLarge.assertStatus(422)
    tooLarge.assertBody({
      error: 'File too large',
      errors: [{ field: 'files.0', message: 'File too large', rule: 'fileSize' }],
    })

    const exactly = Buffer.concat([
      MEDIA_FIXTURES.png,
      Buffer.alloc(UPLOAD_LIMITS.imageBytes - MEDIA_FIXTURES.png.length),
    ])
    const fits = await client
      .post('/api/upload')
      .field('folder', 'public')
      .file('files', exactly, { filename: 'fits.png' })
      .withCsrfToken()
      .loginAs(user)
    fits.assertStatus(201)
  })

  test('videos may be up to 50 MB', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const large = Buffer.concat([MEDIA_FIXTURES.mp4, Buffer.alloc(UPLOAD_LIMITS.videoBytes)])
    const response = await client
      .post('/api/upload')
      .file('files', large, { filename: 'long.mp4' })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(422)
    response.assertBodyContains({ error: 'File too large' })
    assert.equal(await tempFiles(), 0)
  }).timeout(60_000)

  test('several files: all stored in order with distinct names, or none when one is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const ok = await client
      .post('/api/upload')
      .file('files', MEDIA_FIXTURES.png, { filename: 'same.png' })
      .file('files', MEDIA_FIXTURES.png, { filename: 'same.png' })
      .file('files', MEDIA_FIXTURES.webm, { filename: 'clip.webm' })
      .withCsrfToken()
      .loginAs(user)
    ok.assertStatus(201)
    const urls = ok.body().files.map((f: { url: string }) => f.url)
    assert.lengthOf(urls, 3)
    assert.notEqual(urls[0], urls[1])
    assert.match(urls[2], /\.webm$/)
    for (const url of urls) assert.notInclude(url, 'same')

    const before = await storedFiles()
    const mixed = await client
      .post('/api/upload')
      .file('files', MEDIA_FIXTURES.gif, { filename: 'fine.gif' })
      .file('files', REFUSED_FIXTURES['an SVG with a script'].body, { filename: 'x.svg' })
      .withCsrfToken()
      .loginAs(user)
    mixed.assertStatus(422)
    assert.equal(mixed.body().errors[0].field, 'files.1')
    assert.deepEqual(await storedFiles(), before)
  })

  test('answers "{message}" for {case}')
    .with([
      { case: 'no file', files: 0, folder: undefined, message: M.fileRequired },
      { case: 'eleven files', files: 11, folder: undefined, message: M.tooManyFiles },
      { case: 'folder ../etc', files: 1, folder: '../etc', message: M.invalidFolder },
      { case: 'folder private', files: 1, folder: 'private', message: M.invalidFolder },
    ])
    .run(async ({ client, assert }, { files, folder, message }) => {
      const user = await UserFactory.create()
      let request = client.post('/api/upload').withCsrfToken().loginAs(user)
      if (folder) request = request.field('folder', folder)
      for (let i = 0; i < files; i++) request = request.file('files', MEDIA_FIXTURES.png, { filename: `${i}.png` })
      if (!files) request = request.field('nothing', 'here')
      const response = await request
      response.assertStatus(422)
      assert.equal(response.body().error, message)
    })

  test('anonymous uploads are refused with 401', async ({ client, assert }) => {
    const before = await storedFiles()
    const response = await client
      .post('/api/upload')
      .file('files', MEDIA_FIXTURES.png, { filename: 'a.png' })
      .withCsrfToken()
    response.assertStatus(401)
    assert.deepEqual(await storedFiles(), before)
  })

  test('refused and failed uploads leave nothing in the temp folder; stored ones neither', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const bigImage = Buffer.concat([MEDIA_FIXTURES.png, Buffer.alloc(UPLOAD_LIMITS.imageBytes)])
    assert.equal(await tempFiles(), 0)

    const cases = [
      {
        name: 'anonymous',
        send: () => client.post('/api/upload').file('files', MEDIA_FIXTURES.png, { filename: 'a.png' }).withCsrfToken(),
        status: 401,
        body: { error: 'Authentication required' },
      },
      {
        name: 'no CSRF token',
        send: () => client.post('/api/upload').file('files', MEDIA_FIXTURES.png, { filename: 'a.png' }).loginAs(user),
        status: 403,
        body: { error: 'Invalid or missing CSRF token' },
      },
      {
        name: 'logout without the CSRF token',
        send: () =>
          client.post('/api/auth/logout').file('files', MEDIA_FIXTURES.png, { filename: 'a.png' }).loginAs(user),
        status: 415,
        body: { error: 'This endpoint does not accept multipart/form-data; send JSON' },
      },
      {
        name: 'multipart to a JSON route',
        send: () =>
          client
            .patch('/api/user/me')
            .field('name', 'Multi Part')
            .file('files', MEDIA_FIXTURES.png, { filename: 'a.png' })
            .withCsrfToken()
            .loginAs(user),
        status: 415,
        body: { error: 'This endpoint does not accept multipart/form-data; send JSON' },
      },
      {
        name: 'wrong field name',
        send: () =>
          client
            .post('/api/upload')
            .file('avatar', MEDIA_FIXTURES.png, { filename: 'a.png' })
            .withCsrfToken()
            .loginAs(user),
        status: 422,
        body: { error: M.fileRequired, errors: [{ field: 'files', message: M.fileRequired, rule: 'required' }] },
      },
      {
        name: 'image over 5 MB (stopped while streaming)',
        send: () =>
          client.post('/api/upload').file('files', bigImage, { filename: 'big.png' }).withCsrfToken().loginAs(user),
        status: 422,
        body: { error: M.fileTooLarge, errors: [{ field: 'files.0', message: M.fileTooLarge, rule: 'fileSize' }] },
      },
      {
        name: 'second file over 5 MB after a good one',
        send: () =>
          client
            .post('/api/upload')
            .file('files', MEDIA_FIXTURES.gif, { filename: 'fine.gif' })
            .file('files', bigImage, { filename: 'big.png' })
            .withCsrfToken()
            .loginAs(user),
        status: 422,
        body: { error: M.fileTooLarge, errors: [{ field: 'files.1', message: M.fileTooLarge, rule: 'fileSize' }] },
      },
      {
        name: 'refused type',
        send: () =>
          client
            .post('/api/upload')
            .file('files', REFUSED_FIXTURES['a PDF'].body, { filename: 'a.pdf' })
            .withCsrfToken()
            .loginAs(user),
        status: 422,
        body: {
          error: M.invalidFileType,
          errors: [{ field: 'files.0', message: M.invalidFileType, rule: 'fileType' }],
        },
      },
      {
        name: 'stored',
        send: () =>
          client
            .post('/api/upload')
            .file('files', MEDIA_FIXTURES.png, { filename: 'a.png' })
            .withCsrfToken()
            .loginAs(user),
        status: 201,
        body: null,
      },
    ]
    for (const { name, send, status, body } of cases) {
      const response = await send()
      assert.equal(response.status(), status, name)
      if (body) assert.deepEqual(response.body(), body, name)
      assert.equal(await tempFiles(), 0, name)
    }
  })

  test('an upload cut off half-way leaves nothing in the temp folder', async ({ assert }) => {
    const browser = new CookieClient()
    await browser.signUpAndSignIn('Cut Off')
    const boundary = 'hireloopboundary'
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="v.mp4"\r\ncontent-type: video/mp4\r\n\r\n`
    )
    const url = new URL(testServerUrl('/api/upload'))
    const sent = new Promise<void>((resolve) => {
      const request = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(10 * 1024 * 1024),
          'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN')!),
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      })
      request.on('error', () => resolve())
      request.write(Buffer.concat([head, MEDIA_FIXTURES.mp4, Buffer.alloc(256 * 1024)]), () => {
        // The file is being written: give up mid-body.
        eventually(async () => (await tempFiles()) > 0, 'the upload reached the temp folder').then(() => {
          request.destroy()
          resolve()
        })
      })
    })
    await sent
    await eventually(async () => (await tempFiles()) === 0, 'the temp folder is empty again')
    assert.equal(await tempFiles(), 0)
  }).timeout(30_000)

  test('uploads: {requests} per 10 minutes per user', async ({ client, assert }) => {
    const [busy, other] = await UserFactory.createMany(2)
    const upload = (user: typeof busy) =>
      client.post('/api/upload').file('files', MEDIA_FIXTURES.gif, { filename: 'a.gif' }).withCsrfToken().loginAs(user)
    for (let i = 0; i < AUTH_LIMITS.uploadsPerUser.requests; i++) (await upload(busy)).assertStatus(201)
    const refused = await upload(busy)
    refused.assertStatus(429)
    assert.equal(await tempFiles(), 0, 'a throttled upload is never read')
    assert.isAtMost(Number(refused.header('retry-after')), 600)
    ;(await upload(other)).assertStatus(201)
  }).with([AUTH_LIMITS.uploadsPerUser])

  test('only well-formed keys of stored files are served; ranges for videos', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { url } = (
      await client
        .post('/api/upload')
        .file('files', MEDIA_FIXTURES.mp4, { filename: 'v.mp4' })
        .withCsrfToken()
        .loginAs(user)
    ).body().files[0]

    const partial = await fetch(testServerUrl(url), { headers: { range: 'bytes=4-11' } })
    assert.equal(partial.status, 206)
    assert.equal(partial.headers.get('content-range'), `bytes 4-11/${MEDIA_FIXTURES.mp4.length}`)
    assert.equal(Buffer.from(await partial.arrayBuffer()).toString('latin1'), 'ftypisom')
    const suffix = await fetch(testServerUrl(url), { headers: { range: 'bytes=-6' } })
    assert.equal(suffix.status, 206)
    assert.equal((await suffix.arrayBuffer()).byteLength, 6)
    const beyond = await fetch(testServerUrl(url), { headers: { range: 'bytes=99999-' } })
    assert.equal(beyond.status, 416)
    const head = await fetch(testServerUrl(url), { method: 'HEAD' })
    assert.equal(head.status, 200)
    assert.equal(head.headers.get('content-length'), String(MEDIA_FIXTURES.mp4.length))

    for (const path of [
      '/uploads/media/' + '0'.repeat(32) + '.png',
      '/uploads/media/' + '0'.repeat(32) + '.svg',
      '/uploads/media/' + '0'.repeat(32) + '.html',
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/media/../../../package.json',
      '/uploads/',
    ]) {
      const response = await fetch(testServerUrl(path))
      assert.equal(response.status, 404, path)
      assert.deepEqual(await response.json(), { error: 'Not found' })
    }
  })

  test('an uploaded picture can become the profile picture', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const { url } = (
      await client
        .post('/api/upload')
        .field('folder', 'public')
        .file('files', MEDIA_FIXTURES.webp, { filename: 'me.webp' })
        .withCsrfToken()
        .loginAs(user)
    ).body().files[0]
    const response = await client.patch('/api/user/me').json({ profileImage: url }).withCsrfToken().loginAs(user)
    response.assertStatus(200)
    assert.equal(response.body().profileImage, url)
  })
})
