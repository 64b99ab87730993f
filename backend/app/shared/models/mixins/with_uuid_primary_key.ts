import { randomUUID } from 'node:crypto'
import { beforeCreate, column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * A uuid `id` primary key that the model assigns itself on create (unless
 * one was given), so the id is known before the insert and on PGlite and
 * PostgreSQL alike. Used with Lucid's compose:
 *
 *   export default class Job extends compose(AppModel, withUuidPrimaryKey()) { … }
 */
export function withUuidPrimaryKey() {
  return <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
    class UuidPrimaryKey extends superclass {
      static selfAssignPrimaryKey = true

      @column({ isPrimary: true })
      declare id: string

      @beforeCreate()
      static assignUuid(model: UuidPrimaryKey) {
        model.id ??= randomUUID()
      }
    }
    return UuidPrimaryKey
  }
}
