import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type User from '#shared/models/user'

/*
| The signed-in member is read on every request. The stock provider runs
| `select *`, which also ships the columns other modules keep on the users table
| (the search vector, the headline) only to park them in the model's extras. This
| one reads the model's own columns: the same User, less for PostgreSQL to send
| and for the driver to parse.
*/
export class SessionUserProvider extends SessionLucidUserProvider<typeof User> {
  #columns: string[] | undefined

  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    this.#columns ??= [...model.$columnsDefinitions.values()].map((column) => column.columnName)
    const user = await model.query().select(this.#columns).where(model.primaryKey, String(identifier)).first()
    return user ? this.createUserForGuard(user) : null
  }
}
