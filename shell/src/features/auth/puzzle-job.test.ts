import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PROGRESS_EVERY, runPuzzleJob, type PuzzleMessage } from './puzzle-job'

const node = (text: string) => createHash('sha256').update(text).digest('hex')

function run(request: Parameters<typeof runPuzzleJob>[0]) {
  const messages: PuzzleMessage[] = []
  runPuzzleJob(request, (message) => messages.push(message))
  return messages
}

describe('runPuzzleJob (the worker body)', () => {
  it('answers the smallest solving counter once, after progress capped at 90', () => {
    const challenge = randomBytes(32).toString('hex')
    const messages = run({ challenge, difficulty: 4 })
    const last = messages.at(-1)!
    expect(last.type).toBe('solved')
    if (last.type !== 'solved') return
    expect(node(challenge + last.counter).startsWith('0000')).toBe(true)
    expect(last.attempts).toBe(last.counter + 1)
    expect(last.elapsedMs).toBeGreaterThanOrEqual(0)
    const progress = messages.slice(0, -1)
    expect(progress.every((m) => m.type === 'progress' && m.percent <= 90)).toBe(true)
    // One report per block searched at most, each higher than the one before.
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(last.attempts / PROGRESS_EVERY))
    const percents = progress.map((m) => (m.type === 'progress' ? m.percent : -1))
    expect([...percents].sort((a, b) => a - b)).toEqual(percents)
    expect(new Set(percents).size).toBe(percents.length)
  })

  it('gives up at the attempt limit with the part 1 §8 message', () => {
    const messages = run({ challenge: 'x', difficulty: 12, maxAttempts: 10_000 })
    expect(messages.at(-1)).toEqual({ type: 'failed', message: 'Could not solve puzzle within attempt limit' })
  })

  it.each([
    { challenge: 'x', difficulty: -1 },
    { challenge: 'x', difficulty: 2.5 },
    { challenge: 'x', difficulty: 65 },
    {},
  ])('refuses a malformed request %j', (request) => {
    expect(run(request as never)).toEqual([{ type: 'failed', message: 'Failed to solve puzzle' }])
  })
})
