/* eslint-disable @typescript-eslint/no-explicit-any -- reads the router's untyped route list */
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideRestrictionCheck, RESTRICTION_HEADER } from '#shared/services/restrictions'
import { WRITE_ROUTE_DECISIONS } from '../write_route_decisions.js'

/* The decision table lives in ../write_route_decisions.ts: the route fuzz reads it too. */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The router's write routes after boot, with the names of their middleware. */
function writeRoutes() {
  const routes: { key: string; pattern: string; method: string; middleware: string[] }[] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list as any[]) {
      const middleware = [...(route.middleware.all?.() ?? route.middleware)].map((one: any) => String(one.name ?? ''))
      for (const method of route.methods as string[]) {
        if (WRITES.has(method))
          routes.push({ key: `${method} ${route.pattern}`, pattern: route.pattern, method, middleware })
      }
    }
  }
  return routes
}

/** The decision table as the final report quotes it: route → restricted? → reason. */
function table() {
  return Object.entries(WRITE_ROUTE_DECISIONS)
    .map(([route, { restricted, reason }]) => `${route} | ${restricted ? 'restricted' : 'open'} | ${reason}`)
    .join('\n')
}

const UNKNOWN = '7d3c1a7e-0000-4000-8000-000000000000'
const RESTRICTED = 'Your account is restricted until January 5, 2099'

test.group('write routes and the restriction', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every write route has a decision (restricted or not, with the reason)', ({ assert }) => {
    const routes = writeRoutes()
    assert.isAbove(routes.length, 0)
    const undecided = routes.filter((route) => !WRITE_ROUTE_DECISIONS[route.key]).map((route) => route.key)
    assert.deepEqual(undecided, [], `write routes without a restriction decision:\n${undecided.join('\n')}`)
    for (const [key, decision] of Object.entries(WRITE_ROUTE_DECISIONS)) {
      assert.isAbove(decision.reason.length, 5, key)
    }
    if (process.env.PRINT_WRITE_ROUTES) console.log(table())
  })

  test('each route carries the `restricted` middleware exactly when decided, after `auth`', ({ assert }) => {
    const wrong = writeRoutes()
      .filter((route) => route.middleware.includes('restricted') !== WRITE_ROUTE_DECISIONS[route.key]?.restricted)
      .map((route) => `${route.key} [${route.middleware.join(' ')}]`)
    assert.deepEqual(wrong, [])
    for (const route of writeRoutes().filter((one) => one.middleware.includes('restricted'))) {
      assert.isBelow(route.middleware.indexOf('auth'), route.middleware.indexOf('restricted'), route.key)
    }
  })

  test('a restricted member gets the 403 with its words and header on every restricted route; others do not', async ({
    client,
    assert,
    cleanup,
  }) => {
    const member = await UserFactory.create()
    const other = await UserFactory.create()
    const previous = provideRestrictionCheck(async (userId) => (userId === member.id ? RESTRICTED : null))
    cleanup(() => void provideRestrictionCheck(previous))

    const TABLES = ['posts', 'messages', 'jobs', 'referrals', 'companies', 'connections']
    const counts = async () =>
      Promise.all(TABLES.map(async (name) => Number((await db.from(name).count('* as total').first())?.total ?? 0)))
    const before = await counts()
    const restricted = writeRoutes().filter((route) => WRITE_ROUTE_DECISIONS[route.key]?.restricted)
    const decided = Object.values(WRITE_ROUTE_DECISIONS).filter((decision) => decision.restricted)
    assert.lengthOf(restricted, decided.length)
    const refusedFor = async (user: typeof member, route: (typeof restricted)[number]) => {
      const url = route.pattern.replace(/:[A-Za-z]+/g, UNKNOWN)
      const request = (client as any)[route.method.toLowerCase()](url)
      return request.json({}).withCsrfToken().loginAs(user)
    }
    for (const route of restricted) {
      const response = await refusedFor(member, route)
      assert.deepEqual(
        [response.status(), response.body(), response.header(RESTRICTION_HEADER.toLowerCase())],
        [403, { error: RESTRICTED }, 'restricted'],
        route.key
      )
      const allowed = await refusedFor(other, route)
      assert.notEqual(allowed.header(RESTRICTION_HEADER.toLowerCase()), 'restricted', route.key)
    }
    // Refused before anything is written (the unrestricted calls above wrote nothing either: empty bodies).
    assert.deepEqual(await counts(), before)
  })
})
