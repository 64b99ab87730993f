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

/** Bounds the walk of hostile, deeply nested input; the body parser bounds the size. */
const MAX_DEPTH = 64

/**
 * The paths (VineJS style: `blocks.0.text`) of every string, or object key,
 * of `value` that is not safe text. A bad key is reported on the path of
 * the object that holds it.
 */
export function unsafeTextFields(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (!isSafeText(value)) found.push(path)
    return found
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return found
  if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeTextFields(item, join(path, String(index)), found, depth + 1))
    return found
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) {
      found.push(path || key.replace(/[\u0000\ud800-\udfff]/g, '\ufffd'))
      continue
    }
    unsafeTextFields(item, join(path, key), found, depth + 1)
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
