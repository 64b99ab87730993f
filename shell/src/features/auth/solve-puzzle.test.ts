import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { PuzzleError } from './proof-of-work'
import { runPuzzleJob, type PuzzleMessage, type PuzzleRequest } from './puzzle-job'
import { createPuzzleWorker, solvePuzzle, type PuzzleWorker } from './solve-puzzle'

const node = (text: string) => createHash('sha256').update(text).digest('hex')

/** Runs the real worker body asynchronously, like a worker would, or misbehaves on request. */
function fakeWorker(behaviour: 'work' | 'fail-to-load' | 'crash-after-progress' | 'silent' = 'work') {
  const worker: PuzzleWorker & { terminated: boolean; requests: PuzzleRequest[] } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    requests: [],
    postMessage(request) {
      this.requests.push(request)
      setTimeout(() => {
        const send = (message: PuzzleMessage) => {
          if (!worker.terminated) worker.onmessage?.({ data: message } as MessageEvent<PuzzleMessage>)
        }
        if (behaviour === 'fail-to-load') worker.onerror?.(new Event('error'))
        else if (behaviour === 'crash-after-progress') {
          send({ type: 'progress', percent: 10 })
          worker.onerror?.(new Event('error'))
        } else if (behaviour === 'work') runPuzzleJob(request, send)
      }, 0)
    },
    terminate() {
      this.terminated = true
    },
  }
  return worker
}

describe('solvePuzzle', () => {
  it('solves in the worker, then stops it', async () => {
    const challenge = randomBytes(32).toString('hex')
    const worker = fakeWorker()
    const progress: number[] = []
    const solution = await solvePuzzle(challenge, 4, {
      createWorker: () => worker,
      onProgress: (p) => progress.push(p),
    })
    expect(solution.inWorker).toBe(true)
    expect(node(challenge + solution.counter).startsWith('0000')).toBe(true)
    expect(worker.requests).toEqual([{ challenge, difficulty: 4 }])
    expect(worker.terminated).toBe(true)
    expect(progress.at(-1)).toBe(100)
    expect(progress.slice(0, -1).every((p) => p <= 90)).toBe(true)
  })

  it('reports the attempt limit as a PuzzleError', async () => {
    await expect(solvePuzzle('x', 12, { createWorker: () => fakeWorker(), maxAttempts: 5000 })).rejects.toEqual(
      new PuzzleError('Could not solve puzzle within attempt limit')
    )
  })

  it('falls back to the main thread when there is no worker', async () => {
    const challenge = randomBytes(32).toString('hex')
    const solution = await solvePuzzle(challenge, 3, { createWorker: () => null })
    expect(solution.inWorker).toBe(false)
    expect(node(challenge + solution.counter).startsWith('000')).toBe(true)
  })

  it('falls back to the main thread when the worker script cannot load', async () => {
    const challenge = randomBytes(32).toString('hex')
    const worker = fakeWorker('fail-to-load')
    const solution = await solvePuzzle(challenge, 3, { createWorker: () => worker })
    expect(solution.inWorker).toBe(false)
    expect(worker.terminated).toBe(true)
    expect(node(challenge + solution.counter).startsWith('000')).toBe(true)
  })

  it('fails, without searching again, when a running worker crashes', async () => {
    await expect(solvePuzzle('x', 4, { createWorker: () => fakeWorker('crash-after-progress') })).rejects.toEqual(
      new PuzzleError('Failed to solve puzzle')
    )
  })

  it('stops the worker when cancelled', async () => {
    const worker = fakeWorker('silent')
    const controller = new AbortController()
    const pending = solvePuzzle('x', 4, { createWorker: () => worker, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toEqual(new PuzzleError('Failed to solve puzzle'))
    expect(worker.terminated).toBe(true)
  })
})

describe('createPuzzleWorker', () => {
  it('is null without the Worker API or a built worker', () => {
    vi.stubGlobal('Worker', undefined)
    expect(createPuzzleWorker('/static/js/puzzle-worker.0123456789.js')).toBeNull()
    vi.stubGlobal('Worker', class {})
    expect(createPuzzleWorker(null)).toBeNull()
  })

  it('starts the built puzzle worker', () => {
    const calls: unknown[][] = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(...args: unknown[]) {
          calls.push(args)
        }
      }
    )
    expect(createPuzzleWorker('/static/js/puzzle-worker.0123456789.js')).not.toBeNull()
    expect(calls).toEqual([['/static/js/puzzle-worker.0123456789.js', { name: 'security-puzzle' }]])
  })

  it('is null when the browser refuses to start it', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError')
        }
      }
    )
    expect(createPuzzleWorker('/x.js')).toBeNull()
  })
})
