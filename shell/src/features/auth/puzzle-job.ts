import { createPuzzleSearch, isValidDifficulty, MAX_ATTEMPTS, PUZZLE_MESSAGES, puzzleProgress } from './proof-of-work'

/** What the page asks the puzzle worker. */
export interface PuzzleRequest {
  challenge: string
  difficulty: number
  maxAttempts?: number
}

/** What the worker answers: progress (0–90) while searching, then one `solved` or `failed`. */
export type PuzzleMessage =
  | { type: 'progress'; percent: number }
  | { type: 'solved'; counter: number; attempts: number; elapsedMs: number }
  | { type: 'failed'; message: string }

/** Attempts between progress reports (≈ 16 reports for the normal difficulty 4). */
export const PROGRESS_EVERY = 4096

/**
 * One puzzle, searched synchronously from counter 0: this is the body of the worker (proof-of-work.worker.ts), kept
 * free of worker globals so it can be tested directly.
 */
export function runPuzzleJob(
  request: PuzzleRequest,
  post: (message: PuzzleMessage) => void,
  now: () => number = () => performance.now()
) {
  const started = now()
  if (typeof request?.challenge !== 'string' || !isValidDifficulty(request.difficulty)) {
    post({ type: 'failed', message: PUZZLE_MESSAGES.failed })
    return
  }
  const search = createPuzzleSearch(request.challenge, request.difficulty)
  const maxAttempts = request.maxAttempts ?? MAX_ATTEMPTS
  let lastPercent = -1
  for (let start = 0; start < maxAttempts; start += PROGRESS_EVERY) {
    const end = Math.min(start + PROGRESS_EVERY, maxAttempts)
    const counter = search(start, end)
    if (counter >= 0) {
      post({ type: 'solved', counter, attempts: counter + 1, elapsedMs: now() - started })
      return
    }
    const percent = puzzleProgress(end, request.difficulty)
    if (percent !== lastPercent) post({ type: 'progress', percent })
    lastPercent = percent
  }
  post({ type: 'failed', message: PUZZLE_MESSAGES.attemptLimit })
}
