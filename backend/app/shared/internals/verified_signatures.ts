import { MessageBuilder } from '@poppinss/utils'

/** The part of the framework's message verifier (signed cookies) this wraps. */
export interface UnsigningVerifier {
  unsign(payload: unknown, purpose?: string): unknown
}

const WRAPPED = Symbol.for('hireloop.verifiedSignatures')
/** Longer values (no cookie of ours) are always verified in full. */
const MAX_PAYLOAD_LENGTH = 4096

/*
| Every request of a signed-in member carries the same signed session cookie, and
| reading it costs three HMACs (the signature and the constant-time comparison's
| two), ≈ 7 % of the CPU of a light request. This remembers, for a bounded number of
| values, the exact signed strings whose signature already verified with the app's
| keys, and on a repeat skips only the HMAC: the purpose and the expiry inside the
| message are checked again on every use, and a value enters the memory only after
| its signature held (a string an attacker makes up is always verified in full).
| The keys come from the environment, so a key rotation restarts the process and
| empties the memory.
*/
export function rememberVerifiedSignatures(verifier: UnsigningVerifier, capacity = 10_000) {
  const target = verifier as UnsigningVerifier & { [WRAPPED]?: true }
  if (target[WRAPPED]) return
  target[WRAPPED] = true
  const unsign = verifier.unsign.bind(verifier)
  /** Signed string → its verified message text; Map order is the least recently used first. */
  const verified = new Map<string, string>()

  verifier.unsign = (payload: unknown, purpose?: string) => {
    if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_LENGTH) return unsign(payload, purpose)
    const known = verified.get(payload)
    if (known !== undefined) {
      verified.delete(payload)
      verified.set(payload, known)
      return new MessageBuilder().verify(known, purpose)
    }
    const message = unsign(payload, purpose)
    if (message !== null && message !== undefined) {
      verified.set(payload, Buffer.from(payload.slice(0, payload.indexOf('.')), 'base64url').toString('utf8'))
      if (verified.size > capacity) verified.delete(verified.keys().next().value!)
    }
    return message
  }
}
