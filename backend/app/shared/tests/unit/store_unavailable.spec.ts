import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#shared/exceptions/handler'

const UNAVAILABLE = { error: 'The service is briefly unavailable. Please try again in a moment.' }

function named(name: string, message: string) {
  const error = new Error(message)
  error.name = name
  return error
}

function coded(code: string, message = 'failed') {
  return Object.assign(new Error(message), { code })
}

async function answer(error: unknown) {
  const ctx = await testUtils.createHttpContext()
  await new HttpExceptionHandler().handle(error, ctx)
  return {
    status: ctx.response.getStatus(),
    retryAfter: ctx.response.getHeader('retry-after'),
    body: ctx.response.getBody(),
  }
}

test.group('exception handler: PostgreSQL or Redis out of reach', () => {
  test('{error} 503 with Retry-After for each way a store is out of reach', async ({ assert }) => {
    const cases: [string, unknown][] = [
      ['the pool timed out acquiring a connection', named('KnexTimeoutError', 'Knex: Timeout acquiring a connection.')],
      ['the server refused the connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
      [
        'every address refused it',
        new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'),
      ],
      ['the server is shutting down', coded('57P01', 'terminating connection due to administrator command')],
      ['the server is starting up', coded('57P03', 'the database system is starting up')],
      ['too many connections', coded('53300', 'sorry, too many clients already')],
      ['the connection was lost', coded('08006', 'connection failure')],
      ['node-postgres lost the server under a query', new Error('Connection terminated unexpectedly')],
      [
        'the same, with the SQL text knex puts before it',
        new Error('\n  SELECT m.id FROM messages m WHERE m.id = $1 - Connection terminated unexpectedly'),
      ],
      [
        'the next query of a transaction whose connection ended',
        new Error('select 1 - Transaction query already complete, run with DEBUG=knex:tx for more info'),
      ],
      ['a transaction whose connection was ended', new Error('Transaction query already complete, run with DEBUG')],
      ['Redis gave up retrying a command', named('MaxRetriesPerRequestError', 'Reached the max retries per request')],
      ['Redis connection closed', new Error('Connection is closed.')],
      ['wrapped as a cause', new Error('session read failed', { cause: coded('ECONNRESET') })],
    ]
    for (const [what, error] of cases) {
      assert.deepEqual(await answer(error), { status: 503, retryAfter: '2', body: UNAVAILABLE }, what)
    }
  })

  test('other faults keep their own answers', async ({ assert }) => {
    assert.deepEqual(await answer(coded('23505', 'duplicate key value violates unique constraint')), {
      status: 500,
      retryAfter: undefined,
      body: { error: 'Internal server error' },
    })
    assert.deepEqual(await answer(new Error('Connection refused by policy')), {
      status: 500,
      retryAfter: undefined,
      body: { error: 'Internal server error' },
    })
    assert.deepEqual(await answer(Object.assign(new Error('Not found'), { code: 'E_ROW_NOT_FOUND' })), {
      status: 404,
      retryAfter: undefined,
      body: { error: 'Not found' },
    })
  })
})
