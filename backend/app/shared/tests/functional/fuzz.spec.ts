/* eslint-disable @typescript-eslint/no-explicit-any -- the fuzzer walks and sends arbitrary JSON and reads the router's and the validators' untyped internals */
import { test } from '@japa/runner'
import fc from 'fast-check'
import { readdir } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { provideRestrictionCheck } from '#shared/services/restrictions'
import { WRITE_ROUTE_DECISIONS } from '../write_route_decisions.js'

/*
| Generative fuzz over every route the router holds at run time (a new
| module's routes are included without editing this file). Bodies and
| query strings are drawn from the fields of every VineJS validator under
| app/<module>/validators (plausible values, so requests get past
| validation into the handlers, mixed with wrong types, odd strings, odd
| numbers and odd cursors), plus raw and malformed bodies; path parameters
| from the ids the database holds and odd strings. Each request goes out
| anonymous or signed in (candidate, employer, admin, a fresh session each
| time, with a valid CSRF token most of the time), so sign-out, password
| resets and profile changes are fuzzed without breaking later requests.
|
| Property: no 5xx; every error answer is JSON with an `error` string, and
| a 422 also has `errors: [{ field, message, rule }]`.
|
| Bounded: a fixed seed (FUZZ_SEED) and FUZZ_RUNS samples per route
| (default 100). FUZZ_VERBOSE=1 prints the statuses per route;
| FUZZ_TRACE="POST /api/posts" prints every answer of one route.
*/

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100)

type Identity = 'anonymous' | 'candidate' | 'employer' | 'admin' | 'restricted'
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface RouteInfo {
  method: Method
  pattern: string
  params: string[]
}

interface SchemaNode {
  type: string
  subtype?: string
  propertyName?: string
  isOptional?: boolean
  allowNull?: boolean
  properties?: SchemaNode[]
  groups?: { conditions: { schema: { properties: SchemaNode[] } }[] }[]
  conditions?: { schema: SchemaNode }[]
  each?: SchemaNode
  validations?: { ruleFnId: string; name: string }[]
}

type Refs = Record<string, { options?: Record<string, any> }>

/* ---------------------------------------------------------------- routes */

function routesOfRouter(): RouteInfo[] {
  const routes: RouteInfo[] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list as any[]) {
      const params = (route.tokens as { type: number; val: string }[])
        .filter((token) => token.type !== 0)
        .map((token) => token.val)
      for (const method of route.methods as string[]) {
        if (method === 'HEAD' || method === 'OPTIONS') continue
        routes.push({ method: method as Method, pattern: route.pattern, params })
      }
    }
  }
  // Creation first, so later routes find things to act on; deletions last.
  const order = (route: RouteInfo) =>
    route.method === 'POST' && !route.params.length ? 0 : route.method === 'DELETE' ? 2 : 1
  return routes.sort((a, b) => order(a) - order(b))
}

/* ------------------------------------------------------------ validators */

/** Every validator exported by app/<module>/validators/*.ts, as VineJS describes it. */
async function harvestValidators() {
  const found: { schema: SchemaNode; refs: Refs }[] = []
  const root = app.makePath('app')
  for (const module of await readdir(root)) {
    const folder = `${root}/${module}/validators`
    const files = await readdir(folder).catch(() => [] as string[])
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      const exports = await import(pathToFileURL(`${folder}/${file}`).href)
      for (const value of Object.values(exports)) {
        const json = typeof (value as any)?.toJSON === 'function' ? (value as any).toJSON() : null
        if (json?.schema?.type === 'root') found.push({ schema: json.schema.schema, refs: json.refs })
      }
    }
  }
  return found
}

/* ------------------------------------------------------------ arbitraries */

/** Shaped like a UUID, but with letters past f: no column of type uuid takes it. */
const NOT_HEX_UUID = 'gggggggg-gggg-4ggg-8ggg-gggggggggggg'

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800x',
  'x\udfff',
  '😀',
  '\u202e\u200b\ufeff',
  'a'.repeat(256),
  'é'.repeat(300),
  '%E0%A4%A',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '-0',
  '0x1F',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  '../../etc/passwd',
  'http://[::1',
  'javascript:alert(1)',
  '7d3c1a7e-0000-4000-8000-000000000000',
  '00000000-0000-0000-0000-000000000000',
  NOT_HEX_UUID,
  'not-a-uuid',
]

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  -1e-300,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e21,
  99999999999,
]

/** Short enough for a URL (Node refuses request heads over 16 KB before the app sees them). */
const shortOddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 200, max: 1000 }).map((n) => 'x'.repeat(n))
)
const oddString = fc.oneof(
  shortOddString,
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('é'.repeat(5000), '😀'.repeat(3000), '\u0000'.repeat(1000))
)

const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double({ noNaN: true }), fc.integer())

/** Cursors: base64url JSON of the shapes lists use, with values from anywhere. */
const timeish = fc.oneof(
  fc.constantFrom(-9.5e15, 9.5e15, Date.UTC(-5000, 0, 1), Date.UTC(-250000, 0, 1), 0, -1, 1.5, 8.64e15, 1e300),
  fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
  shortOddString,
  fc.constant(null)
)

/** One entry of a list that changes during the run (read when the value is drawn). */
const pick = (list: () => string[]) => fc.nat().map((n) => list()[n % Math.max(1, list().length)] ?? 'x')

/** A known id, now and then in capitals: the same UUID to the database, another text to code comparing ids. */
const anId = (ids: () => string[]) =>
  fc.oneof({ weight: 4, arbitrary: pick(ids) }, { weight: 1, arbitrary: pick(ids).map((id) => id.toUpperCase()) })

function cursorArb(ids: () => string[]) {
  const id = fc.oneof(pick(ids), fc.constantFrom(...ODD_STRINGS.slice(0, 10)), fc.uuid())
  const json = fc.record(
    {
      t: fc.oneof(fc.constantFrom('recent', 'trending', 'intelligent'), shortOddString),
      c: timeish,
      a: timeish,
      w: fc.oneof(oddNumber, shortOddString),
      s: fc.oneof(oddNumber, shortOddString),
      id,
    },
    { requiredKeys: [] }
  )
  return fc.oneof(
    json.map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
    fc
      .constantFrom('{"c":1e400}', '[]', 'null', '"x"', '{"c":1,"id":null}')
      .map((text) => Buffer.from(text).toString('base64url')),
    shortOddString
  )
}

const PLAUSIBLE_STRINGS = [
  'hello',
  'Hello world #hiring @sam',
  'Alice',
  'Str0ng!Passw0rd',
  '123456',
  'abcdefghijklmnopqrstu',
  '2026-12-01',
  '09:30',
  'https://example.com/a.png',
  '/uploads/images/a.png',
  'Austin, TX',
  '+1 555 123 4567',
  'candidate',
  'employer',
  'like',
  'paragraph',
]

/** Text a validator lets through but storage may not: NUL, lone surrogates, odd Unicode inside plausible text. */
const nastyText = fc
  .tuple(fc.constantFrom(...PLAUSIBLE_STRINGS), fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufffe', '😀'))
  .map(([text, odd]) => `${text.slice(0, 3)}${odd}${text.slice(3)}`)

/** Clean text; with `ctx.nasty`, now and then text that storage may refuse (NUL, lone surrogates…). */
function cleanString(ctx: GenContext) {
  const clean = fc.oneof(fc.constantFrom(...PLAUSIBLE_STRINGS), anId(ctx.ids), pick(ctx.emails))
  return ctx.nasty ? fc.oneof({ weight: 5, arbitrary: clean }, { weight: 1, arbitrary: nastyText }) : clean
}

function plausibleString(ids: () => string[], emails: () => string[]) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS) },
    { weight: 1, arbitrary: anId(ids) },
    { weight: 1, arbitrary: pick(emails) },
    { weight: 1, arbitrary: nastyText }
  )
}

/** A value for one VineJS schema node: plausible (within its rules) or odd. */
function valueFor(node: SchemaNode, refs: Refs, ctx: GenContext, clean: boolean, depth = 0): fc.Arbitrary<unknown> {
  const odd = ctx.oddValue(depth)
  if (depth > 4) return clean ? fc.constant(null) : odd
  const options: Record<string, any>[] = (node.validations ?? []).map((rule) => ({
    name: rule.name,
    ...refs[rule.ruleFnId]?.options,
  }))
  const rules = new Set(options.map((option) => option.name as string))
  const pattern = (node.validations ?? [])
    .map((rule) => refs[rule.ruleFnId]?.options)
    .map((option) =>
      option instanceof RegExp ? option : Object.values(option ?? {}).find((item) => item instanceof RegExp)
    )
    .find(Boolean) as RegExp | undefined
  const choices = options.find((option) => Array.isArray(option.choices))?.choices as unknown[] | undefined
  const expected = options.find((option) => 'expectedValue' in option)?.expectedValue
  let plausible: fc.Arbitrary<unknown>
  if (choices?.length) {
    plausible = fc.constantFrom(...choices)
  } else if (expected !== undefined) {
    plausible = fc.constant(expected)
  } else if (node.type === 'object') {
    plausible = objectFor(node, refs, ctx, clean, depth)
  } else if (node.type === 'array' && node.each) {
    plausible = fc.array(valueFor(node.each, refs, ctx, clean, depth + 1), { minLength: clean ? 1 : 0, maxLength: 4 })
  } else if (node.type === 'union' && node.conditions?.length) {
    plausible = fc.oneof(...node.conditions.map((condition) => valueFor(condition.schema, refs, ctx, clean, depth + 1)))
  } else if (node.subtype === 'number') {
    const range = options.find((option) => typeof option.min === 'number' || typeof option.max === 'number')
    plausible = fc.integer({ min: Math.ceil(range?.min ?? 0), max: Math.floor(range?.max ?? 100) })
  } else if (node.subtype === 'boolean') {
    plausible = fc.boolean()
  } else if (node.propertyName === 'cursor') {
    plausible = ctx.cursor
  } else if (rules.has('email')) {
    plausible = fc.oneof(
      pick(ctx.emails),
      fc.nat(9999).map((n) => `fuzz${n}@example.com`),
      // 247 characters: as long as the e-mail rule allows.
      fc.nat(9).map((n) => `${n}${'a'.repeat(63)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`)
    )
  } else if (rules.has('uuid')) {
    plausible = anId(ctx.ids)
  } else if (pattern) {
    plausible = fc.stringMatching(pattern)
  } else if (rules.has('passwordStrength')) {
    plausible = fc.constant('Str0ng!Passw0rd')
  } else if (rules.has('mediaUrl') || rules.has('url')) {
    plausible = fc.constantFrom('https://example.com/a.png', '/uploads/images/a.png')
  } else if (rules.has('calendarDate')) {
    plausible = fc.constantFrom('2026-12-01', '2024-02-29')
  } else if (rules.has('clockTime')) {
    plausible = fc.constantFrom('09:30', '23:59')
  } else {
    const max = options.find((option) => typeof option.max === 'number')?.max as number | undefined
    const strings = clean ? cleanString(ctx) : plausibleString(ctx.ids, ctx.emails)
    const fitted = strings.map((value) => (max ? value.slice(0, max) : value))
    // The longest text the validator allows must fit its column too.
    plausible = max
      ? fc.oneof({ weight: 4, arbitrary: fitted }, { weight: 1, arbitrary: fc.constant('x'.repeat(max)) })
      : fitted
  }
  if (clean) return plausible
  return fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 1, arbitrary: odd })
}

function objectFor(
  node: SchemaNode,
  refs: Refs,
  ctx: GenContext,
  clean: boolean,
  depth: number
): fc.Arbitrary<Record<string, unknown>> {
  const properties = [...(node.properties ?? [])]
  const groups = (node.groups ?? []).map((group) =>
    fc.oneof(
      ...group.conditions.map((condition) => objectFor(condition.schema as SchemaNode, refs, ctx, clean, depth + 1))
    )
  )
  const own = fc.record(
    Object.fromEntries(
      properties.map((property) => [property.propertyName!, valueFor(property, refs, ctx, clean, depth + 1)])
    ),
    { requiredKeys: [] }
  )
  return fc.tuple(own, ...groups).map((parts) => Object.assign({}, ...parts))
}

interface GenContext {
  nasty?: boolean
  ids: () => string[]
  emails: () => string[]
  cursor: fc.Arbitrary<string>
  oddValue: (depth: number) => fc.Arbitrary<unknown>
}

/* ------------------------------------------------------------------ test */

test.group('fuzz: no input makes any route fail', (group) => {
  // Fuzzed writes are committed (a handled database error must not poison a shared transaction); emptied afterwards.
  group.setup(() => testUtils.db().truncate())

  test('every route, anonymous and signed in: no 5xx, JSON errors', async ({ client, assert, cleanup }) => {
    // Counters in the production store (the rate_limits table), so keys meet its column limits; tests default to memory.
    const limiterConfig = (limiter as unknown as { config: { default: string } }).config
    const testStore = limiterConfig.default
    limiterConfig.default = 'database'
    cleanup(() => {
      limiterConfig.default = testStore
    })

    const routes = routesOfRouter()
    const validators = await harvestValidators()
    assert.isAbove(routes.length, 0)
    assert.isAbove(validators.length, 0)

    const users: Record<Exclude<Identity, 'anonymous'>, User> = {
      candidate: await UserFactory.create(),
      employer: await UserFactory.apply('employer').create(),
      admin: await UserFactory.apply('admin').create(),
      restricted: await UserFactory.create(),
    }
    // A member under restriction: a restricted route must never succeed for them (write_route_decisions.ts).
    const previousCheck = provideRestrictionCheck(async (userId) =>
      userId === users.restricted.id ? 'Your account is restricted until January 5, 2099' : null
    )
    cleanup(() => void provideRestrictionCheck(previousCheck))

    // Ids the database holds (every table with a uuid id), refreshed as the fuzz creates rows.
    let ids: string[] = Object.values(users).map((user) => user.id)
    let emails: string[] = Object.values(users).map((user) => user.email)
    const refreshPools = async () => {
      const { rows } = await db.rawQuery(
        `SELECT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'id' AND data_type = 'uuid'`
      )
      const found: string[] = []
      for (const { table_name: table } of rows as { table_name: string }[]) {
        const sample = await db.from(table).select('id').orderBy('id').limit(5)
        found.push(...sample.map((row: { id: string }) => row.id))
      }
      ids = found.length ? found : ids
      emails = (await db.from('users').select('email').orderBy('id').limit(5)).map(
        (row: { email: string }) => row.email
      )
    }

    // Ids seen in answers (what the fuzz just created or listed) are the likeliest to reach a handler.
    const seen: string[] = []
    const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g
    const ctx: GenContext = {
      ids: () => [...seen, ...seen, ...ids],
      emails: () => emails,
      cursor: fc.constant(''),
      oddValue: (depth) =>
        fc.oneof(
          oddString,
          oddNumber,
          fc.constantFrom(null, true, false, [], {}),
          depth < 3 ? fc.jsonValue({ maxDepth: 3 }) : fc.constant([[[]]])
        ),
    }
    ctx.cursor = cursorArb(ctx.ids)

    // One big body / query from the fields of every validator: unknown fields are dropped by VineJS, so a
    // plausible draw passes whichever validator the route uses.
    const fieldsOf = (clean: boolean, nasty = false) => {
      const fields = new Map<string, fc.Arbitrary<unknown>[]>()
      const context = { ...ctx, nasty }
      for (const { schema, refs } of validators) {
        const properties = [
          ...(schema.properties ?? []),
          ...(schema.groups ?? []).flatMap((group) =>
            group.conditions.flatMap((condition) => condition.schema.properties ?? [])
          ),
        ]
        for (const property of properties) {
          const list = fields.get(property.propertyName!) ?? []
          list.push(valueFor(property, refs, context, clean))
          fields.set(property.propertyName!, list)
        }
      }
      const record = fc.record(
        Object.fromEntries([...fields].map(([name, list]) => [name, list.length === 1 ? list[0] : fc.oneof(...list)])),
        { requiredKeys: [] }
      )
      if (!clean) return record
      // Fields that must equal another one (confirmPassword: sameAs('password')) get its value.
      const sameAs = validators.flatMap(({ schema, refs }) =>
        (schema.properties ?? []).flatMap((property) =>
          (property.validations ?? [])
            .filter((rule) => rule.name === 'sameAs')
            .map((rule) => [property.propertyName!, Object.values(refs[rule.ruleFnId]?.options ?? {})[0]] as const)
        )
      )
      return record.map((drawn: Record<string, unknown>) => {
        const body = { ...drawn }
        for (const [field, other] of sameAs) if (typeof other === 'string' && other in body) body[field] = body[other]
        return body
      })
    }
    const fieldNames = [
      ...new Set(
        validators.flatMap(({ schema }) => (schema.properties ?? []).map((property) => property.propertyName!))
      ),
    ]
    const knownFields = fieldsOf(false)
    // A body every validator accepts but for one value somewhere in it (odd, or text storage may refuse).
    const oneBadValue = fc
      .tuple(fieldsOf(true), fc.nat(), fc.oneof(nastyText, ctx.oddValue(1)))
      .map(([body, index, bad]) => withValueAt(body, index, bad))
    const extraKey = fc.oneof(
      fc.constantFrom('__proto__', 'constructor', '\u0000', '\ud800', 'a.b', 'a[0]'),
      fc.string()
    )
    const objectBody = fc.oneof(
      {
        weight: 2,
        arbitrary: fc
          .tuple(knownFields, fc.dictionary(extraKey, ctx.oddValue(1), { maxKeys: 2 }))
          .map(([known, extra]) => ({ ...known, ...extra })),
      },
      { weight: 2, arbitrary: oneBadValue },
      { weight: 2, arbitrary: fieldsOf(true) },
      { weight: 2, arbitrary: fieldsOf(true, true) }
    )

    type Body =
      | { kind: 'none' }
      | { kind: 'json'; value: unknown }
      | { kind: 'raw'; text: string }
      | { kind: 'form'; value: Record<string, string> }
      | { kind: 'multipart'; field: string; filename: string; bytes: number[]; fields: Record<string, string> }
    const body: fc.Arbitrary<Body> = fc.oneof(
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 6, arbitrary: objectBody.map((value) => ({ kind: 'json' as const, value })) },
      { weight: 1, arbitrary: ctx.oddValue(0).map((value) => ({ kind: 'json' as const, value })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            '{"email": ',
            '{',
            'nul\u0000l',
            '[1,2',
            '{"a":"\\ud800"}',
            '{"a":"\\u0000"}',
            '1e400',
            '"x"',
            ''
          )
          .map((text) => ({ kind: 'raw' as const, text })),
      },
      {
        weight: 1,
        arbitrary: fc
          .dictionary(fc.constantFrom(...fieldNames), oddString, { maxKeys: 4 })
          .map((value) => ({ kind: 'form' as const, value })),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('multipart' as const),
          field: fc.constantFrom('file', 'files', 'files[]', 'image', '\u0000'),
          filename: fc.constantFrom(
            'a.png',
            'a.jpg',
            'a.mp4',
            'a.exe',
            '../../a.png',
            'x\u0000.png',
            '.png',
            'a'.repeat(300)
          ),
          bytes: fc.oneof(
            fc.constant<number[]>([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })
          ),
          fields: fc.dictionary(fc.constantFrom('folder', ...fieldNames), shortOddString, { maxKeys: 2 }),
        }),
      }
    )

    const queryValue = fc.oneof(
      plausibleString(ctx.ids, ctx.emails),
      fc.constantFrom('0', '1', '20', '50', '100', '-5', '1.5', 'recent', 'trending', 'intelligent'),
      shortOddString,
      oddNumber.map(String)
    )
    const query = fc
      .tuple(
        fc.dictionary(fc.constantFrom(...fieldNames), queryValue, { maxKeys: 4 }),
        fc.option(ctx.cursor, { nil: undefined }),
        fc.option(fc.constantFrom('limit[]=1&limit[]=2', 'q[a]=b', 'type[]=recent', 'cursor=%E0%A4%A', 'q=%00', '%'), {
          nil: undefined,
        })
      )
      .map(([values, cursor, raw]) => {
        const parts = Object.entries(values).map(([key, value]) => `${key}=${encode(value)}`)
        if (cursor !== undefined) parts.push(`cursor=${encode(cursor)}`)
        if (raw) parts.push(raw)
        return parts.join('&')
      })

    const paramValue = fc.oneof(
      { weight: 4, arbitrary: anId(ctx.ids) },
      { weight: 1, arbitrary: fc.uuid().map(String) },
      { weight: 1, arbitrary: shortOddString.map((value) => encode(value)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '%E0%A4%A',
          '%00',
          '%ED%A0%80',
          '..',
          '%2F',
          'ABCDEF00-0000-4000-8000-000000000000',
          NOT_HEX_UUID
        ),
      }
    )

    const request = fc.record({
      identity: fc.constantFrom<Identity>('anonymous', 'candidate', 'candidate', 'employer', 'admin', 'restricted'),
      csrf: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      params: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
      query: fc.option(query, { nil: undefined, freq: 2 }),
      body,
    })

    const figures = { routes: routes.length, requests: 0, anonymous: 0, signedIn: 0, serverErrors: 0 }
    const statuses: Record<number, number> = {}
    const problems: string[] = []
    const started = Date.now()

    const perRoute: Record<string, Record<number, number>> = {}
    for (const [index, route] of routes.entries()) {
      if (index % 5 === 0) await refreshPools()
      const tally = (perRoute[`${route.method} ${route.pattern}`] = {} as Record<number, number>)
      await fc.assert(
        fc.asyncProperty(request, async (sample) => {
          let param = 0
          const path = route.pattern.replace(/:[A-Za-z_]+\??/g, () => sample.params[param++] ?? 'x')
          const url = sample.query === undefined ? path : `${path}?${sample.query}`
          const outcome = await send(client, route.method, url, sample, users).catch((error: Error) => ({
            status: 599,
            contentType: '',
            body: null,
            text: `network error: ${error.message}`,
          }))
          figures.requests++
          for (const id of outcome.text.match(UUIDS) ?? []) if (!seen.includes(id)) seen.push(id)
          if (seen.length > 200) seen.splice(0, seen.length - 200)
          if (sample.identity === 'anonymous') figures.anonymous++
          else figures.signedIn++
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1
          tally[outcome.status] = (tally[outcome.status] ?? 0) + 1
          if (process.env.FUZZ_TRACE && `${route.method} ${route.pattern}` === process.env.FUZZ_TRACE) {
            console.log(outcome.status, outcome.text.slice(0, 300), '<-', describe(sample).slice(0, 600))
          }
          const problem =
            judge(outcome) ??
            (sample.identity === 'restricted' &&
            WRITE_ROUTE_DECISIONS[`${route.method} ${route.pattern}`]?.restricted &&
            outcome.status < 400
              ? `a restricted member's write succeeded: ${outcome.status} ${outcome.text.slice(0, 200)}`
              : null)
          if (problem) {
            if (outcome.status >= 500) figures.serverErrors++
            if (problems.length < 20) {
              problems.push(`${problem} <- ${route.method} ${url.slice(0, 300)} ${describe(sample)}`)
            }
          }
          return true
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true }
      )
      // A user changed by the fuzz (e-mail, password) is reloaded; one removed is made again.
      for (const identity of Object.keys(users) as (keyof typeof users)[]) {
        users[identity] =
          (await User.find(users[identity].id)) ??
          (await (
            identity === 'candidate' || identity === 'restricted' ? UserFactory : UserFactory.apply(identity)
          ).create())
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz: ${figures.routes} routes, ${figures.requests} requests (${figures.anonymous} anonymous, ${figures.signedIn} signed in), ` +
        `5xx: ${figures.serverErrors}, ${seconds} s, seed ${SEED}; statuses ${JSON.stringify(statuses)}`
    )
    if (process.env.FUZZ_VERBOSE) {
      for (const [route, tally] of Object.entries(perRoute)) console.log(`  ${route} ${JSON.stringify(tally)}`)
    }
    // Printed whole, so a failure in CI names the request (the assertion's diff may be cut short in a log).
    for (const problem of problems) console.log(`fuzz problem: ${problem}`)
    assert.deepEqual(problems, [])
    assert.equal(figures.serverErrors, 0)
    // ≈ 1 s per route on a quiet machine, 3 s on a loaded one; every module adds routes: a generous ceiling.
  }).timeout(900_000)

  test('an id shaped like a UUID but not one is unknown on every route that takes an id', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const failures: string[] = []
    for (const route of routesOfRouter().filter((item) => item.params.length > 0)) {
      const url = route.pattern.replace(/:[A-Za-z_]+\??/g, NOT_HEX_UUID)
      const outcome = await send(
        client,
        route.method,
        url,
        { identity: 'admin', csrf: true, body: { kind: 'json', value: {} } },
        {
          admin,
        }
      )
      const problem = judge(outcome)
      if (problem) failures.push(`${route.method} ${route.pattern}: ${problem}`)
    }
    assert.deepEqual(failures, [])
  })
})

/* -------------------------------------------------------------- helpers */

/** `body` with the leaf number `index` (modulo their count, depth first) replaced by `value`. */
function withValueAt(body: Record<string, unknown>, index: number, value: unknown) {
  const leaves: { holder: any; key: string | number }[] = []
  const walk = (holder: any) => {
    for (const key of Object.keys(holder)) {
      const item = holder[key]
      if (item !== null && typeof item === 'object' && Object.keys(item).length) walk(item)
      else leaves.push({ holder, key: Array.isArray(holder) ? Number(key) : key })
    }
  }
  const copy = structuredClone(body)
  walk(copy)
  if (!leaves.length) return { ...copy, extra: value }
  const leaf = leaves[index % leaves.length]
  leaf.holder[leaf.key] = value
  return copy
}

/** Percent-encodes what encodeURIComponent can; a lone surrogate becomes its raw UTF-16 escape bytes. */
function encode(value: string) {
  try {
    return encodeURIComponent(value)
  } catch {
    return value.replace(/[^A-Za-z0-9]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').slice(-2)}`)
  }
}

interface Outcome {
  status: number
  contentType: string
  body: unknown
  text: string
}

async function send(
  client: ApiClient,
  method: Method,
  url: string,
  sample: { identity: Identity; csrf: boolean; body: any },
  users: Record<string, User>
): Promise<Outcome> {
  // Every request starts from empty counters: the limits are tested elsewhere, here they would hide the handlers.
  await limiter.clear(['database', 'memory'])
  let request = client.request(url, method).accept('json')
  if (sample.identity !== 'anonymous') request = request.loginAs(users[sample.identity])
  if (sample.csrf && method !== 'GET') request = request.withCsrfToken()
  if (method !== 'GET') {
    if (sample.body.kind === 'json') request = request.json(sample.body.value as any)
    else if (sample.body.kind === 'raw') request = request.type('application/json').unsafeJson(sample.body.text)
    else if (sample.body.kind === 'form') request = request.form(sample.body.value)
    else if (sample.body.kind === 'multipart') {
      request = request.file(sample.body.field, Buffer.from(sample.body.bytes), { filename: sample.body.filename })
      for (const [name, value] of Object.entries(sample.body.fields as Record<string, string>)) {
        request = request.field(name, value)
      }
    }
  }
  const response = await request
  const text = response.text() ?? ''
  let body: unknown = undefined
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: judged from the text.
  }
  return { status: response.status(), contentType: response.header('content-type') ?? '', body, text }
}

function judge({ status, contentType, body, text }: Outcome): string | null {
  const show = `${status} ${contentType} ${text.slice(0, 300)}`
  if (status >= 500) return show
  if (status < 400) return null
  if (!contentType.includes('application/json')) return `not JSON: ${show}`
  const error = (body as any)?.error
  if (typeof error !== 'string' || !error) return `no error string: ${show}`
  if (status === 422) {
    const errors = (body as any)?.errors
    const wellFormed =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((entry: any) => ['field', 'message', 'rule'].every((key) => typeof entry?.[key] === 'string'))
    if (!wellFormed) return `422 without errors[{field,message,rule}]: ${show}`
  }
  return null
}

function describe(sample: { identity: Identity; csrf: boolean; body: any }) {
  let body = ''
  try {
    body = JSON.stringify(sample.body).slice(0, 400)
  } catch {
    body = String(sample.body.kind)
  }
  return `[${sample.identity}${sample.csrf ? '' : ', no csrf'}] ${body}`
}
