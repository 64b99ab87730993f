import { errors } from '@vinejs/vine'

/**
 * Text that PostgreSQL cannot store: the NUL character (refused in text and
 * jsonb) and lone UTF-16 surrogates (refused in jsonb, and a URIError in
 * encodeURI-based checks such as e-mail validation). JSON and query strings
 * can carry both, so every request's input is checked once, before any
 * handler, and refused as a 422 naming the field.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired UTF-16 surrogates'

export function isSafeText(value: string) {
  return value.isWellFormed() && !value.includes('\u0000')
}

/**
 * The paths (VineJS style: `blocks.0.text`) of every string, or object key,
 * of `value` that is not safe text. A bad key is reported on the path of
 * the object that holds it. Iterative: any nesting depth the body parser
 * accepts (its size limit bounds the walk) is checked.
 */
export function unsafeTextFields(value: unknown, path = '', found: string[] = []): string[] {
  const stack: [unknown, string][] = [[value, path]]
  while (stack.length) {
    const [item, at] = stack.pop()!
    if (typeof item === 'string') {
      if (!isSafeText(item)) found.push(at)
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) stack.push([item[index], join(at, String(index))])
    } else if (item !== null && typeof item === 'object') {
      // Parsed input is plain objects; class instances (uploaded files) are not client text.
      const prototype = Object.getPrototypeOf(item)
      if (prototype !== Object.prototype && prototype !== null) continue
      for (const [key, child] of Object.entries(item).reverse()) {
        if (isSafeText(key)) stack.push([child, join(at, key)])
        // eslint-disable-next-line no-control-regex -- NUL is what PostgreSQL refuses, so it is what we replace
        else found.push(at || key.replace(/[\u0000\ud800-\udfff]/g, '\ufffd'))
      }
    }
  }
  return found
}

function join(path: string, key: string) {
  return path ? `${path}.${key}` : key
}

/** The validation error (422, the project's shape) for these fields. */
export function unsafeTextError(fields: string[]) {
  return new errors.E_VALIDATION_ERROR(
    [...new Set(fields)].map((field) => ({ field, message: UNSAFE_TEXT_MESSAGE, rule: 'safeText' }))
  )
}
