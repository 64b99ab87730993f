import hash from '@adonisjs/core/services/hash'
import type { HashDriverContract } from '@adonisjs/core/types/hash'

/**
 * The suites hash the same few passwords thousands of times (every member a factory or a sign-up makes, every
 * sign-in), and argon2id at the configured cost takes ≈ 150 ms of CPU each: about a third of a run. In tests each
 * hasher of the config remembers what it answered: a password is hashed once, for real and at the configured cost,
 * and that same hash is handed out again for it; a (hash, password) pair is verified once and its answer repeated.
 * Every stored hash is still a real one of the configured algorithm and cost, every verification a real one the
 * first time, and a wrong password still fails. A test that times hashing draws a new password for every hash.
 */
export function rememberHashes() {
  const list = hash.config.list as Record<string, () => HashDriverContract>
  for (const [name, factory] of Object.entries(list)) {
    list[name] = () => remembering(factory())
  }
}

function remembering(driver: HashDriverContract): HashDriverContract {
  const made = new Map<string, Promise<string>>()
  const verified = new Map<string, Promise<boolean>>()
  const once = <T>(memo: Map<string, Promise<T>>, key: string, work: () => Promise<T>) => {
    let answer = memo.get(key)
    if (!answer) {
      answer = work()
      memo.set(key, answer)
      // A failure is not remembered: the next call tries again.
      answer.catch(() => memo.delete(key))
    }
    return answer
  }
  return {
    isValidHash: (value) => driver.isValidHash(value),
    needsReHash: (hashedValue) => driver.needsReHash(hashedValue),
    make: (value) => once(made, value, () => driver.make(value)),
    verify: (hashedValue, plainValue) =>
      once(verified, `${hashedValue}\u0000${plainValue}`, () => driver.verify(hashedValue, plainValue)),
  }
}
