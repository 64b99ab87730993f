import { readRows } from '#shared/internals/read_statement'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#shared/models/user'

/*
| The signed-in member is read on every request. The stock provider runs
| `select *` through the model's query builder: it ships the columns other
| modules keep on the users table (the search vector, the headline) only to
| park them in the model's extras, and it builds and compiles the same query
| again on every request. This one keeps the statement text (the model's own
| columns, by primary key) from the first use and hydrates the row the way the
| query builder does: the same User, less for PostgreSQL to send and for the
| driver to parse, and no query building per request.
*/
export class SessionUserProvider extends SessionLucidUserProvider<typeof User> {
  #statement: string | undefined

  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    this.#statement ??= `SELECT ${[...model.$columnsDefinitions.values()]
      .map((column) => `"${column.columnName}"`)
      .join(', ')} FROM "${model.table}" WHERE "${model.$getColumn(model.primaryKey)!.columnName}" = ? LIMIT 1`
    const [row] = await readRows<Record<string, unknown>>(this.#statement, [String(identifier)], {
      prepared: true,
    })
    return row ? this.createUserForGuard(model.$createFromAdapterResult(row)!) : null
  }
}
