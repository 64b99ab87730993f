import db from '@adonisjs/lucid/services/db'
import type { PoolClient, QueryArrayConfig, QueryConfig } from 'pg'

/*
| The statements of the hottest reads (the signed-in member, the jobs browse),
| sent to PostgreSQL straight on a connection of Lucid's pool.
|
| `db.rawQuery` builds a knex Raw per call, rewrites its `?` into `$n` by
| scanning the text again, and runs it through knex's runner and Lucid's query
| runner and reporter: about a tenth of a browse request's CPU beside the
| driver's own work (the jobs benchmark). Here the `$n` text is made once per
| distinct statement and the pooled pg client runs it, with `rowMode: 'array'`
| when asked (no object built per row by the driver: the caller reads the
| columns by position).
|
| Inside a transaction (a test's global transaction included) or with query
| debugging on, the statement goes through Lucid as usual, with the same row
| mode, so it sees the transaction's writes and is logged.
*/

const positional = new Map<string, { text: string; count: number }>()
/** Distinct statements kept; the browse's filter combinations are many but each is short. */
const POSITIONAL_MAX = 1000

/** `?` placeholders as `$1…$n` (only plain `?`: knex's `??` and `\?` are not used by these statements). */
function positionalText(sql: string, count: number) {
  let known = positional.get(sql)
  if (known === undefined) {
    let n = 0
    known = { text: sql.replace(/\?/g, () => `$${++n}`), count: n }
    if (positional.size >= POSITIONAL_MAX) positional.clear()
    positional.set(sql, known)
  }
  if (known.count !== count) throw new Error(`The statement has ${known.count} placeholders for ${count} values`)
  return known.text
}

async function run(sql: string, values: unknown[], rowMode: 'array' | undefined) {
  if (values.includes(undefined)) throw new Error('Undefined value in a statement')
  const client = db.connection()
  if (client.isTransaction || client.debug) {
    const query = client.rawQuery(sql, values as never[])
    if (rowMode) query.knexQuery.options({ rowMode })
    return (await query).rows
  }
  const pool = client.getReadClient().client
  const connection = (await pool.acquireConnection()) as PoolClient
  try {
    const config: QueryConfig | QueryArrayConfig = { text: positionalText(sql, values.length), values, rowMode }
    return (await connection.query(config as QueryConfig)).rows
  } finally {
    pool.releaseConnection(connection)
  }
}

/** A read statement's rows as objects keyed by column name. */
export function readRows<Row>(sql: string, values: unknown[]): Promise<Row[]> {
  return run(sql, values, undefined)
}

/** A read statement's rows as arrays of column values, in the order of its select list. */
export function readArrayRows(sql: string, values: unknown[]): Promise<unknown[][]> {
  return run(sql, values, 'array')
}
