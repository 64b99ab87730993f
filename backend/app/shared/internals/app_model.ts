import { BaseModel } from '@adonisjs/lucid/orm'

/** Arrays, plain objects and byte arrays copied all the way down; any other value (a DateTime) kept as it is. */
function copyPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(copyPlain)
  if (ArrayBuffer.isView(value)) return new (value.constructor as new (from: unknown) => unknown)(value)
  const prototype = Object.getPrototypeOf(value)
  if (prototype === Object.prototype || prototype === null) {
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(value)) copy[key] = copyPlain((value as Record<string, unknown>)[key])
    return copy
  }
  return value
}

/*
| The base of every model: Lucid's, with a cheaper way to take a row in. A
| model instance is a Proxy whose traps look the property up among the
| columns and the relations, and Lucid's hydration goes through them several
| times per column (set the attribute, check the model isn't deleted, reach
| the attributes), then deep-merges every attribute into the originals with
| lodash. The session guard hydrates the signed-in member on every request:
| ≈ 7 % of a signed-in request's CPU. Here the columns of a row are set with
| one trap for the whole row, and the originals are a copy made the way the
| merge makes it (arrays and plain objects copied, other values shared: a
| DateTime is immutable). A key that is not a column (an alias, a relation, an
| extra) still takes Lucid's own path, and so do the sideloaded attributes.
*/
export class AppModel extends BaseModel {
  $consumeAdapterResult(adapterResult: unknown, sideloadedAttributes?: Record<string, unknown>) {
    if (adapterResult === null || typeof adapterResult !== 'object' || Array.isArray(adapterResult)) {
      return super.$consumeAdapterResult(adapterResult as never, sideloadedAttributes)
    }
    const Model = this.constructor as typeof AppModel
    const row = adapterResult as Record<string, unknown>
    const aliases = Model.$keys.columnAliasesToAttributes as unknown as Map<string, string> | undefined
    let rest: Record<string, unknown> | undefined
    let attributes: Record<string, unknown> | undefined
    for (const key of Object.keys(row)) {
      const attributeName = aliases?.get(key) || Model.$keys.columnsToAttributes.get(key)
      if (!attributeName) {
        ;(rest ??= {})[key] = row[key]
        continue
      }
      if (!attributes) {
        ;(this as unknown as { ensureIsntDeleted(): void }).ensureIsntDeleted()
        attributes = this.$attributes
      }
      const column = Model.$getColumn(attributeName)!
      attributes[attributeName] =
        typeof column.consume === 'function' ? column.consume(row[key], attributeName, this) : row[key]
    }
    if (rest || sideloadedAttributes) super.$consumeAdapterResult(rest ?? {}, sideloadedAttributes)
  }

  $hydrateOriginals() {
    const attributes = this.$attributes
    const original: Record<string, unknown> = {}
    for (const key of Object.keys(attributes)) original[key] = copyPlain(attributes[key])
    this.$original = original
  }
}
