/**
 * Proof-of-work for risky sign-ins (part 1 §4): find the decimal counter for which SHA-256(challenge + counter)
 * starts with `difficulty` zero hex digits. A synchronous SHA-256 with the challenge's full blocks hashed once runs
 * ≈10× faster than awaiting crypto.subtle per attempt; work is sliced so the page stays responsive.
 */

export const MAX_ATTEMPTS = 1_000_000
const SLICE = 20_000

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]

function compress(state: Uint32Array, block: Uint8Array, offset: number, w: Uint32Array) {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4
    w[i] = ((block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!) >>> 0
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!
    const y = w[i - 2]!
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0
  }
  let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!
  let e = state[4]!, f = state[5]!, g = state[6]!, h = state[7]!
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
    h = g
    g = f
    f = e
    e = (d + t1) >>> 0
    d = c
    c = b
    b = a
    a = (t1 + t2) >>> 0
  }
  state[0] = (state[0]! + a) >>> 0
  state[1] = (state[1]! + b) >>> 0
  state[2] = (state[2]! + c) >>> 0
  state[3] = (state[3]! + d) >>> 0
  state[4] = (state[4]! + e) >>> 0
  state[5] = (state[5]! + f) >>> 0
  state[6] = (state[6]! + g) >>> 0
  state[7] = (state[7]! + h) >>> 0
}

/** Hashes `prefix + suffix` where the prefix's whole 64-byte blocks were compressed once in advance. */
function createHasher(prefix: string) {
  const prefixBytes = new TextEncoder().encode(prefix)
  const wholeBlocks = Math.floor(prefixBytes.length / 64)
  const midstate = new Uint32Array(INITIAL)
  const w = new Uint32Array(64)
  for (let block = 0; block < wholeBlocks; block++) compress(midstate, prefixBytes, block * 64, w)
  const rest = prefixBytes.subarray(wholeBlocks * 64)
  const tail = new Uint8Array(256)
  const state = new Uint32Array(8)

  return (suffix: string): Uint32Array => {
    tail.fill(0)
    tail.set(rest)
    let length = rest.length
    for (let i = 0; i < suffix.length; i++) tail[length++] = suffix.charCodeAt(i) & 0xff
    const totalBits = (prefixBytes.length + suffix.length) * 8
    tail[length] = 0x80
    const padded = length + 9 <= 64 ? 64 : length + 9 <= 128 ? 128 : 192
    // Message lengths here stay far below 2^32 bits.
    tail[padded - 4] = (totalBits >>> 24) & 0xff
    tail[padded - 3] = (totalBits >>> 16) & 0xff
    tail[padded - 2] = (totalBits >>> 8) & 0xff
    tail[padded - 1] = totalBits & 0xff
    state.set(midstate)
    for (let offset = 0; offset < padded; offset += 64) compress(state, tail, offset, w)
    return state
  }
}

function toHex(state: Uint32Array): string {
  return Array.from(state, (word) => word.toString(16).padStart(8, '0')).join('')
}

/** SHA-256 of an ASCII string, hex encoded (the suffix must be ASCII). */
export function sha256Hex(prefix: string, suffix = ''): string {
  return toHex(createHasher(prefix)(suffix))
}

function hasLeadingZeros(state: Uint32Array, difficulty: number): boolean {
  let remaining = difficulty
  for (let i = 0; i < 8 && remaining > 0; i++) {
    const nibbles = Math.min(8, remaining)
    if (state[i]! >>> (32 - nibbles * 4) !== 0) return false
    remaining -= nibbles
  }
  return true
}

export class PuzzleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PuzzleError'
  }
}

export interface SolveOptions {
  /** 0–90 while searching (part 1 §4: capped until solved), then 100. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  maxAttempts?: number
}

export async function solveChallenge(challenge: string, difficulty: number, options: SolveOptions = {}): Promise<number> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 64) throw new PuzzleError('Failed to solve puzzle')
  const hash = createHasher(challenge)
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const expected = 16 ** difficulty
  for (let start = 0; start < maxAttempts; start += SLICE) {
    if (options.signal?.aborted) throw new PuzzleError('Failed to solve puzzle')
    const end = Math.min(start + SLICE, maxAttempts)
    for (let counter = start; counter < end; counter++) {
      if (hasLeadingZeros(hash(String(counter)), difficulty)) {
        options.onProgress?.(100)
        return counter
      }
    }
    options.onProgress?.(Math.min(90, Math.floor((end / expected) * 90)))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new PuzzleError('Could not solve puzzle within attempt limit')
}
