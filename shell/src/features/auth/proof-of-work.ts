/**
 * Proof-of-work for risky sign-ins (part 1 §4): find the decimal counter for which SHA-256(challenge + counter)
 * starts with `difficulty` zero hex digits. A synchronous SHA-256 with the challenge's full blocks hashed once runs
 * ≈10× faster than awaiting crypto.subtle per attempt. The search runs in a Web Worker (solve-puzzle.ts); the
 * sliced `solveChallenge` below is the main-thread fallback for browsers without workers.
 */

export const MAX_ATTEMPTS = 1_000_000
const SLICE = 20_000

// Words are kept as int32 (`| 0`): V8 then stays on small integers instead of boxing values above 2^31.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
])
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]

function compress(state: Int32Array, block: Uint8Array, offset: number, w: Int32Array) {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4
    w[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!
    const y = w[i - 2]!
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0
  }
  let a = state[0]!,
    b = state[1]!,
    c = state[2]!,
    d = state[3]!
  let e = state[4]!,
    f = state[5]!,
    g = state[6]!,
    h = state[7]!
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
    h = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  state[0] = (state[0]! + a) | 0
  state[1] = (state[1]! + b) | 0
  state[2] = (state[2]! + c) | 0
  state[3] = (state[3]! + d) | 0
  state[4] = (state[4]! + e) | 0
  state[5] = (state[5]! + f) | 0
  state[6] = (state[6]! + g) | 0
  state[7] = (state[7]! + h) | 0
}

/**
 * Hashes `prefix + suffix` where the prefix's whole 64-byte blocks were compressed once in advance. Per call only the
 * bytes that changed since the last call are rewritten (suffix, end marker, length), which keeps the search loop tight.
 */
function createHasher(prefix: string) {
  const prefixBytes = new TextEncoder().encode(prefix)
  const wholeBlocks = Math.floor(prefixBytes.length / 64)
  const midstate = new Int32Array(INITIAL)
  const w = new Int32Array(64)
  for (let block = 0; block < wholeBlocks; block++) compress(midstate, prefixBytes, block * 64, w)
  const restLength = prefixBytes.length - wholeBlocks * 64
  const tail = new Uint8Array(256)
  tail.set(prefixBytes.subarray(wholeBlocks * 64))
  const state = new Int32Array(8)
  let previousLength = restLength
  let previousPadded = 0

  /** `suffix[0..count)` are ASCII bytes. */
  return (suffix: ArrayLike<number>, count: number): Int32Array => {
    let length = restLength
    for (let i = 0; i < count; i++) tail[length++] = suffix[i]!
    tail[length] = 0x80
    // Bytes a longer previous message left behind are zeroed; the rest of the block is zero already.
    for (let i = length + 1; i <= previousLength; i++) tail[i] = 0
    const padded = length + 9 <= 64 ? 64 : length + 9 <= 128 ? 128 : 192
    if (padded !== previousPadded) {
      for (let i = previousPadded - 8; i < previousPadded; i++) if (i > length) tail[i] = 0
      previousPadded = padded
    }
    previousLength = length
    // Message lengths here stay far below 2^32 bits.
    const totalBits = (prefixBytes.length + count) * 8
    tail[padded - 4] = (totalBits >>> 24) & 0xff
    tail[padded - 3] = (totalBits >>> 16) & 0xff
    tail[padded - 2] = (totalBits >>> 8) & 0xff
    tail[padded - 1] = totalBits & 0xff
    state.set(midstate)
    for (let offset = 0; offset < padded; offset += 64) compress(state, tail, offset, w)
    return state
  }
}

function asciiBytes(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0) & 0xff)
}

function toHex(state: Int32Array): string {
  return Array.from(state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('')
}

/** SHA-256 of an ASCII string, hex encoded (the suffix must be ASCII). */
export function sha256Hex(prefix: string, suffix = ''): string {
  return toHex(createHasher(prefix)(asciiBytes(suffix), suffix.length))
}

function hasLeadingZeros(state: Int32Array, difficulty: number): boolean {
  let remaining = difficulty
  for (let i = 0; i < 8 && remaining > 0; i++) {
    const nibbles = Math.min(8, remaining)
    if (state[i]! >>> (32 - nibbles * 4) !== 0) return false
    remaining -= nibbles
  }
  return true
}

/** Valid difficulties: whole numbers of hex digits a SHA-256 digest can have. */
export function isValidDifficulty(difficulty: number): boolean {
  return Number.isInteger(difficulty) && difficulty >= 0 && difficulty <= 64
}

/** Searches counters `start` (inclusive) to `end` (exclusive); the first solving counter, or -1. */
export function createPuzzleSearch(challenge: string, difficulty: number): (start: number, end: number) => number {
  const hash = createHasher(challenge)
  // The counter's decimal digits, counted up in place instead of formatting a string per attempt.
  const digits = new Uint8Array(20)
  return (start, end) => {
    if (start >= end) return -1
    const first = asciiBytes(String(start))
    digits.set(first)
    let count = first.length
    for (let counter = start; counter < end; counter++) {
      if (hasLeadingZeros(hash(digits, count), difficulty)) return counter
      let i = count - 1
      while (i >= 0 && digits[i] === 0x39) digits[i--] = 0x30
      if (i >= 0) digits[i]!++
      else {
        digits.copyWithin(1, 0, count++)
        digits[0] = 0x31
      }
    }
    return -1
  }
}

/**
 * Progress shown while searching: the share of the expected 16^difficulty attempts, capped at 90 until the puzzle
 * is solved (part 1 §4), then 100.
 */
export function puzzleProgress(attempts: number, difficulty: number): number {
  return Math.max(0, Math.min(90, Math.floor((attempts / 16 ** difficulty) * 90)))
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

export const PUZZLE_MESSAGES = {
  attemptLimit: 'Could not solve puzzle within attempt limit',
  failed: 'Failed to solve puzzle',
} as const

/** Main-thread search in slices that yield to the page between them (fallback when Web Workers are missing). */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  options: SolveOptions = {}
): Promise<number> {
  if (!isValidDifficulty(difficulty)) throw new PuzzleError(PUZZLE_MESSAGES.failed)
  const search = createPuzzleSearch(challenge, difficulty)
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  for (let start = 0; start < maxAttempts; start += SLICE) {
    if (options.signal?.aborted) throw new PuzzleError(PUZZLE_MESSAGES.failed)
    const end = Math.min(start + SLICE, maxAttempts)
    const counter = search(start, end)
    if (counter >= 0) {
      options.onProgress?.(100)
      return counter
    }
    options.onProgress?.(puzzleProgress(end, difficulty))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new PuzzleError(PUZZLE_MESSAGES.attemptLimit)
}
