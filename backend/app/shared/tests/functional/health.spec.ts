import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#shared/database/factories/user_factory'
import HealthMiddleware, { isLocalAddress } from '#shared/middleware/health_middleware'
import { healthStatusCode } from '#shared/services/health'

/** GET /health as a request from `ip` reaches the server (the middleware answers it before routing). */
async function healthFrom(ip: string) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: ip })
  const req = new IncomingMessage(socket)
  req.url = '/health'
  req.method = 'GET'
  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  await new HealthMiddleware().handle(ctx, async () => {
    throw new Error('/health must not reach routing')
  })
  return { status: ctx.response.getStatus(), body: ctx.response.getBody() as Record<string, unknown> }
}

test.group('GET /health: the public gets the status only', () => {
  test('from the internet: { status } alone, no engine, no uptime', async ({ assert }) => {
    for (const ip of ['203.0.113.7', '8.8.8.8', '2001:db8::1', '::ffff:198.51.100.4']) {
      assert.deepEqual(await healthFrom(ip), { status: 200, body: { status: 'ok' } }, ip)
    }
  })

  test('from the local network: the details (database engine, latency, uptime)', async ({ assert }) => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::1', 'fd00::5', '::ffff:10.0.0.2']) {
      const { status, body } = await healthFrom(ip)
      assert.equal(status, 200, ip)
      assert.includeMembers(Object.keys(body), ['status', 'uptimeSeconds', 'database'], ip)
      assert.include(['pglite', 'postgresql'], (body.database as { engine: string }).engine)
    }
    assert.isFalse(isLocalAddress('172.32.0.1'))
    assert.isFalse(isLocalAddress('11.0.0.1'))
    assert.isFalse(isLocalAddress('not an address'))
    assert.isFalse(isLocalAddress(undefined))
    assert.isFalse(isLocalAddress(''))
  })
})

test.group('GET /api/health: the details for admins', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin reads the details; anyone else 403; anonymous 401', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const member = await UserFactory.create()
    const answer = await client.get('/api/health').loginAs(admin)
    answer.assertStatus(200)
    assert.equal(answer.body().status, 'ok')
    assert.include(['pglite', 'postgresql'], answer.body().database.engine)
    assert.isNumber(answer.body().uptimeSeconds)
    const refused = await client.get('/api/health').loginAs(member)
    refused.assertStatus(403)
    refused.assertBody({ error: 'Only admins can see the service details' })
    ;(await client.get('/api/health')).assertStatus(401)
  })
})

test.group('health status codes', () => {
  test('200 healthy, 503 a store out of reach, 404 draining (the balancer takes the instance out)', ({ assert }) => {
    const report = { uptimeSeconds: 1, database: { status: 'ok' as const, engine: 'postgresql' as const } }
    assert.deepEqual(
      (['ok', 'error', 'draining'] as const).map((status) => healthStatusCode({ ...report, status })),
      [200, 503, 404]
    )
  })
})
