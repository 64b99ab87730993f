import { PUZZLE_MESSAGES, PuzzleError, solveChallenge } from './proof-of-work'
import type { PuzzleMessage, PuzzleRequest } from './puzzle-job'

export interface PuzzleSolution {
  counter: number
  /** Hashes computed (the search starts at 0). */
  attempts: number
  elapsedMs: number
  inWorker: boolean
}

/** The part of a Worker used here, so tests can stand in for it. */
export interface PuzzleWorker {
  onmessage: ((event: MessageEvent<PuzzleMessage>) => void) | null
  onerror: ((event: Event) => void) | null
  postMessage(request: PuzzleRequest): void
  terminate(): void
}

/** URL of the built proof-of-work.worker.ts (its own build environment, see rsbuild.config.ts). */
declare const __PUZZLE_WORKER_URL__: string | undefined

export function puzzleWorkerUrl(): string | null {
  return typeof __PUZZLE_WORKER_URL__ === 'string' ? __PUZZLE_WORKER_URL__ : null
}

/** A dedicated worker running proof-of-work.worker.ts, or null where Web Workers are not available. */
export function createPuzzleWorker(url: string | null = puzzleWorkerUrl()): PuzzleWorker | null {
  if (typeof Worker === 'undefined' || !url) return null
  try {
    return new Worker(url, { name: 'security-puzzle' }) as PuzzleWorker
  } catch {
    return null
  }
}

export interface SolvePuzzleOptions {
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  maxAttempts?: number
  createWorker?: () => PuzzleWorker | null
}

async function solveOnMainThread(
  challenge: string,
  difficulty: number,
  options: SolvePuzzleOptions
): Promise<PuzzleSolution> {
  const started = performance.now()
  const counter = await solveChallenge(challenge, difficulty, options)
  return { counter, attempts: counter + 1, elapsedMs: performance.now() - started, inWorker: false }
}

/**
 * Solves a sign-in challenge in a Web Worker, reporting progress (capped at 90 until solved, then 100). Only when no
 * worker can run (no Worker API, or its script fails to load before answering) does it search on the main thread.
 * Failures are PuzzleErrors with the part 1 §8 messages.
 */
export function solvePuzzle(
  challenge: string,
  difficulty: number,
  options: SolvePuzzleOptions = {}
): Promise<PuzzleSolution> {
  const worker = (options.createWorker ?? createPuzzleWorker)()
  if (!worker) return solveOnMainThread(challenge, difficulty, options)

  return new Promise<PuzzleSolution>((resolve, reject) => {
    let answered = false
    let done = false
    const finish = () => {
      done = true
      worker.onmessage = null
      worker.onerror = null
      worker.terminate()
      options.signal?.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      if (done) return
      finish()
      reject(new PuzzleError(PUZZLE_MESSAGES.failed))
    }

    worker.onmessage = (event) => {
      answered = true
      const message = event.data
      if (message.type === 'progress') {
        options.onProgress?.(Math.min(90, message.percent))
        return
      }
      finish()
      if (message.type === 'solved') {
        options.onProgress?.(100)
        resolve({ counter: message.counter, attempts: message.attempts, elapsedMs: message.elapsedMs, inWorker: true })
      } else {
        reject(new PuzzleError(message.message || PUZZLE_MESSAGES.failed))
      }
    }
    worker.onerror = (event) => {
      event.preventDefault?.()
      if (done) return
      finish()
      if (answered) reject(new PuzzleError(PUZZLE_MESSAGES.failed))
      else solveOnMainThread(challenge, difficulty, options).then(resolve, reject)
    }
    if (options.signal?.aborted) {
      onAbort()
      return
    }
    options.signal?.addEventListener('abort', onAbort)
    worker.postMessage({
      challenge,
      difficulty,
      ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
    })
  })
}
