import { test } from '@japa/runner'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  INVALID_CURSOR,
  PAGE_QUERY_MESSAGES,
  decodeCursor,
  decodeTimeIdCursor,
  encodeCursor,
  pageQueryFields,
  slicePage,
  timeIdCursor,
} from '#shared/pagination/keyset'
import { TIMESTAMP_RANGE } from '#shared/services/timestamp_range'

const ID = '7d3c1a7e-0000-4000-8000-000000000000'
const raw = (json: string) => Buffer.from(json).toString('base64url')

async function cursorError(run: () => unknown) {
  try {
    await run()
  } catch (error) {
    return (error as { messages?: unknown }).messages
  }
  return null
}

test.group('keyset pagination: cursors', () => {
  test('a cursor round-trips its values', ({ assert }) => {
    const cursor = encodeCursor({ t: 'recent', c: 1700000000123, id: ID })
    assert.deepEqual(decodeCursor(cursor, { t: 'string', c: 'number', id: 'string' }), {
      t: 'recent',
      c: 1700000000123,
      id: ID,
    })
    assert.deepEqual(decodeTimeIdCursor(timeIdCursor(new Date(1700000000123), ID)), {
      time: new Date(1700000000123),
      id: ID,
    })
  })

  test('no cursor is the first page', ({ assert }) => {
    assert.isNull(decodeTimeIdCursor(undefined))
    assert.isNull(decodeTimeIdCursor(null))
    assert.isNull(decodeTimeIdCursor(''))
  })

  test('a malformed cursor is a 422 on the cursor field: {label}')
    .with([
      { label: 'not base64 JSON', cursor: 'not-a-cursor' },
      { label: 'an array', cursor: raw('[1]') },
      { label: 'null', cursor: raw('null') },
      { label: 'a missing id', cursor: raw('{"c":1700000000000}') },
      { label: 'a time given as text', cursor: raw(`{"c":"1700000000000","id":"${ID}"}`) },
      { label: 'an id that is no uuid', cursor: raw('{"c":1700000000000,"id":"1 OR 1=1"}') },
      { label: 'a time past the storable range', cursor: raw(`{"c":${TIMESTAMP_RANGE.max + 1},"id":"${ID}"}`) },
      { label: 'an infinite time', cursor: raw(`{"c":1e400,"id":"${ID}"}`) },
    ])
    .run(async ({ assert }, { cursor }) => {
      assert.deepEqual(await cursorError(() => decodeTimeIdCursor(cursor)), [
        { field: 'cursor', message: INVALID_CURSOR, rule: 'cursor' },
      ])
    })
})

test.group('keyset pagination: pages', () => {
  test('limit + 1 rows make a page with more after it, the cursor from the last row kept', ({ assert }) => {
    const page = slicePage([1, 2, 3], 2, (last) => `after ${last}`)
    assert.deepEqual(page, { items: [1, 2], hasMore: true, nextCursor: 'after 2' })
  })

  test('limit rows or fewer are the last page', ({ assert }) => {
    assert.deepEqual(
      slicePage([1, 2], 2, () => 'x'),
      { items: [1, 2], hasMore: false, nextCursor: null }
    )
    assert.deepEqual(
      slicePage([], 2, () => 'x'),
      { items: [], hasMore: false, nextCursor: null }
    )
  })
})

test.group('keyset pagination: the page query fields', () => {
  const validator = vine.create({ ...pageQueryFields({ maxLimit: 50, cursorMaxLength: 10 }) })
  validator.messagesProvider = new SimpleMessagesProvider(PAGE_QUERY_MESSAGES)

  test('limit is rounded and clamped to 1–maxLimit, not refused', async ({ assert }) => {
    assert.deepEqual(await validator.validate({ limit: '500' }), { limit: 50 })
    assert.deepEqual(await validator.validate({ limit: '0' }), { limit: 1 })
    assert.deepEqual(await validator.validate({ limit: '2.6' }), { limit: 3 })
    assert.deepEqual(await validator.validate({}), {})
  })

  test('bad input answers the shared messages', async ({ assert }) => {
    assert.deepEqual(await cursorError(() => validator.validate({ limit: 'many' })), [
      { field: 'limit', message: 'Limit must be a number', rule: 'number' },
    ])
    assert.deepEqual(await cursorError(() => validator.validate({ cursor: 'x'.repeat(11) })), [
      { field: 'cursor', message: INVALID_CURSOR, rule: 'maxLength', meta: { max: 10 } },
    ])
    assert.deepEqual(await cursorError(() => validator.validate({ cursor: ['a', 'b'] })), [
      { field: 'cursor', message: INVALID_CURSOR, rule: 'string' },
    ])
  })
})
