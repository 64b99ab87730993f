import crypto, { type BinaryLike, type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/*
| On Node 24.18+ `crypto.createHmac` with a Buffer or string key costs ≈ 13 µs
| (it tries the key as a KeyObject first and catches the error internally), against
| ≈ 2 µs with a prepared KeyObject. Every signed or encrypted cookie the framework
| reads or writes goes through a few HMACs with the same few secret keys (the
| app key's derived keys, the constant-time comparison's key), so a request paid
| ≈ 20 % of its CPU there. This turns each such key into a KeyObject once, checked
| against a copy of the key's bytes on every use (a reused buffer never maps to a
| stale key), for every caller in the process: HMACs and their results stay the same.
*/
const MAX_KEYS = 64
/** By buffer, with a copy of its bytes: a buffer whose bytes changed since is prepared anew. */
const prepared = new WeakMap<Buffer, { bytes: Buffer; key: KeyObject }>()
let count = 0
const original = crypto.createHmac
let installed = false

function prepare(key: BinaryLike | KeyObject): BinaryLike | KeyObject {
  if (!Buffer.isBuffer(key) || key.length === 0 || key.length > 128) return key
  const known = prepared.get(key)
  if (known && known.bytes.equals(key)) return known.key
  if (!known && count >= MAX_KEYS) return key // per-call random keys: leave them as they are
  if (!known) count++
  const bytes = Buffer.from(key)
  const entry = { bytes, key: crypto.createSecretKey(bytes) }
  prepared.set(key, entry)
  return entry.key
}

/** Installs the prepared-key HMAC for the whole process (idempotent). */
export function usePreparedHmacKeys() {
  if (installed) return
  installed = true
  crypto.createHmac = ((
    algorithm: string,
    key: BinaryLike | KeyObject,
    options?: Parameters<typeof crypto.createHmac>[2]
  ) => original(algorithm, prepare(key), options)) as typeof crypto.createHmac
  // ES modules that imported `createHmac` by name see the replacement too.
  syncBuiltinESMExports()
}
