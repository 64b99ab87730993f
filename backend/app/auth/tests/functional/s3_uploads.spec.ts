import { test } from '@japa/runner'
import { createServer, type IncomingMessage } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import StoreUploads from '#auth/actions/store_uploads'
import { UserFactory } from '#shared/database/factories/user_factory'
import { MEDIA_FIXTURES } from '#auth/tests/fixtures'

interface ReceivedPut {
  url: string
  headers: IncomingMessage['headers']
}

/** Just enough of the S3 API for PutObject: records each request and answers 200. */
async function fakeS3() {
  const received: ReceivedPut[] = []
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.method === 'PUT') received.push({ url: request.url!, headers: request.headers })
      response.writeHead(200, { etag: '"fake"' })
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { endpoint: `http://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(r)) }
}

test.group('uploads to S3 (DRIVE_DISK=s3)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('objects are put with the detected type, inline, and answered with their public URL', async ({
    assert,
    cleanup,
  }) => {
    const s3 = await fakeS3()
    const folder = await mkdtemp(join(tmpdir(), 'hireloop-s3-'))
    cleanup(async () => {
      await s3.close()
      await rm(folder, { recursive: true, force: true })
    })
    const disk = new Disk(
      new S3Driver({
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        bucket: 'hireloop-uploads',
        visibility: 'public',
        supportsACL: false,
        cdnUrl: 'https://cdn.example/hireloop-uploads/',
      })
    )
    const user = await UserFactory.create()
    const tmpPath = join(folder, 'upload.tmp')
    await writeFile(tmpPath, MEDIA_FIXTURES.jpg)

    const [stored] = await new StoreUploads(disk).handle(
      [{ tmpPath, size: MEDIA_FIXTURES.jpg.length }],
      'public',
      user.id
    )

    assert.match(stored.url, /^https:\/\/cdn\.example\/hireloop-uploads\/public\/[0-9a-f]{32}\.jpg$/)
    assert.lengthOf(s3.received, 1)
    const [put] = s3.received
    assert.match(put.url, /^\/hireloop-uploads\/public\/[0-9a-f]{32}\.jpg/)
    assert.equal(put.headers['content-type'], 'image/jpeg')
    assert.equal(put.headers['content-disposition'], 'inline')
    assert.isUndefined(put.headers['x-amz-acl'])
    // The uploader is recorded with the key.
    const key = stored.url.slice('https://cdn.example/hireloop-uploads/'.length)
    assert.deepEqual(await db.from('uploads').where('key', key).select('user_id'), [{ user_id: user.id }])
  })
})
