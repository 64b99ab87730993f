import { createHash } from 'node:crypto'

/** Leading zero hex digits the normal sign-in check asks for (part 1 §4). */
export const CHALLENGE_DIFFICULTY = 4

/** A solution is the decimal counter: SHA-256(challenge + counter) starts with `difficulty` zero hex digits. */
export function isSolution(challenge: string, counter: string, difficulty: number) {
  if (!/^\d{1,15}$/.test(counter)) return false
  const digest = createHash('sha256')
    .update(challenge + counter)
    .digest('hex')
  return digest.startsWith('0'.repeat(difficulty))
}

/** The smallest solution (what a client computes); used by tests and measurements. */
export function solve(challenge: string, difficulty: number, maxAttempts = 10_000_000) {
  const prefix = '0'.repeat(difficulty)
  for (let counter = 0; counter < maxAttempts; counter++) {
    if (
      createHash('sha256')
        .update(challenge + counter)
        .digest('hex')
        .startsWith(prefix)
    )
      return counter
  }
  return null
}
