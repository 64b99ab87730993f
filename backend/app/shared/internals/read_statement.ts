import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type { PoolClient, QueryArrayConfig, QueryConfig } from 'pg'

/*
| The statements of the hottest reads (the signed-in member, the jobs browse,
| the feed's pages, a candidate's applications), sent to PostgreSQL straight on
| a connection of Lucid's pool.
|
| `db.rawQuery` builds a knex Raw per call, rewrites its `?` into `$n` by
| scanning the text again, and runs it through knex's runner and Lucid's query
| runner and reporter: about a tenth of a browse request's CPU beside the
| driver's own work (the jobs benchmark). Here the `$n` text is made once per
| distinct statement and the pooled pg client runs it, with `rowMode: 'array'`
| when asked (no object built per row by the driver: the caller reads the
| columns by position).
|
| `prepared: true` sends it as a named statement: each connection parses it
| once, and PostgreSQL keeps its plan. Planning was most of PostgreSQL's work
| on these reads (1.6 of the browse's 2.2 ms of database CPU at 1,000,000
| jobs); after five runs PostgreSQL settles on a generic plan when it costs no
| more than a plan made for the values. Only for statements whose best plan
| does not hang on the values (a page of one member's rows, the newest jobs):
| a keyword search is planned for its words every time (a common word walks
| the newest jobs, a rare one reads its matches). A statement is named by its
| text's hash, so every connection and process gives it the same name; at
| most PREPARED_MAX distinct texts are named (each connection keeps a plan per
| name), the others run unnamed. DB_PREPARED_STATEMENTS=false sends every
| statement unnamed (a pooler that keeps no prepared statements).
|
| Values are positional (`?`) or, given an object, named (`:name`, as knex
| reads them; a `::` cast is left alone).
|
| Inside a transaction (a test's global transaction included) or with query
| debugging on, the statement goes through Lucid as usual, with the same row
| mode, so it sees the transaction's writes and is logged.
*/

type Values = unknown[] | Record<string, unknown>

interface Statement {
  text: string
  /** The value names in `$n` order, for a statement with named values; null for positional ones. */
  names: string[] | null
  count: number
  name: string | undefined
}

const statements = new Map<string, Statement>()
/** Distinct statements kept; the browse's filter combinations are many but each is short. */
const STATEMENTS_MAX = 1000
/** Distinct statements sent as named (prepared) statements. */
const PREPARED_MAX = 200
let preparedCount = 0
const PREPARING = env.get('DB_PREPARED_STATEMENTS', true)

const NAMED = /(?<![:\w]):([A-Za-z_]\w*)/g

function statementOf(sql: string, named: boolean): Statement {
  let known = statements.get(sql)
  if (known === undefined) {
    let n = 0
    let names: string[] | null = null
    let text: string
    if (named) {
      const order: string[] = []
      text = sql.replace(NAMED, (_match, name: string) => {
        let index = order.indexOf(name)
        if (index === -1) index = order.push(name) - 1
        return `$${index + 1}`
      })
      names = order
      n = order.length
    } else {
      // Only plain `?`: knex's `??` and `\?` are not used by these statements.
      text = sql.replace(/\?/g, () => `$${++n}`)
    }
    if (statements.size >= STATEMENTS_MAX) statements.clear()
    known = { text, names, count: n, name: undefined }
    statements.set(sql, known)
  }
  return known
}

function nameOf(statement: Statement) {
  if (statement.name === undefined && preparedCount < PREPARED_MAX) {
    preparedCount++
    statement.name = `hl_${createHash('sha1').update(statement.text).digest('hex').slice(0, 24)}`
  }
  return statement.name
}

function positionalValues(statement: Statement, values: Values): unknown[] {
  if (statement.names === null) {
    if (!Array.isArray(values)) throw new Error('The statement has ? placeholders: its values are a list')
    if (statement.count !== values.length) {
      throw new Error(`The statement has ${statement.count} placeholders for ${values.length} values`)
    }
    return values
  }
  if (Array.isArray(values)) throw new Error('The statement has named placeholders: its values are an object')
  return statement.names.map((name) => {
    if (!(name in values)) throw new Error(`No value for :${name}`)
    return values[name]
  })
}

export interface ReadOptions {
  /** Parsed once per connection and planned once when PostgreSQL finds a generic plan as good (see above). */
  prepared?: boolean
}

async function run(sql: string, values: Values, rowMode: 'array' | undefined, options: ReadOptions) {
  const named = !Array.isArray(values)
  const statement = statementOf(sql, named)
  const positional = positionalValues(statement, values)
  if (positional.includes(undefined)) throw new Error('Undefined value in a statement')
  const client = db.connection()
  if (client.isTransaction || client.debug) {
    const query = client.rawQuery(sql, values as never)
    if (rowMode) query.knexQuery.options({ rowMode })
    return (await query).rows
  }
  const pool = client.getReadClient().client
  const connection = (await pool.acquireConnection()) as PoolClient
  try {
    const name = options.prepared && PREPARING ? nameOf(statement) : undefined
    const config: QueryConfig | QueryArrayConfig = { text: statement.text, values: positional, rowMode, name }
    return (await connection.query(config as QueryConfig)).rows
  } finally {
    pool.releaseConnection(connection)
  }
}

/** A read statement's rows as objects keyed by column name. */
export function readRows<Row>(sql: string, values: Values, options: ReadOptions = {}): Promise<Row[]> {
  return run(sql, values, undefined, options)
}

/** A read statement's rows as arrays of column values, in the order of its select list. */
export function readArrayRows(sql: string, values: Values, options: ReadOptions = {}): Promise<unknown[][]> {
  return run(sql, values, 'array', options)
}
