import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PuzzleError, sha256Hex, solveChallenge } from './proof-of-work'

const node = (text: string) => createHash('sha256').update(text).digest('hex')

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'a'.repeat(55),
    'a'.repeat(56),
    'a'.repeat(63),
    'a'.repeat(64),
    'a'.repeat(119),
    'a'.repeat(130),
  ])('matches node:crypto for %#', (text) => {
    expect(sha256Hex(text)).toBe(node(text))
  })

  it('hashes prefix + suffix like the whole string', () => {
    const challenge = randomBytes(32).toString('hex')
    for (const counter of ['0', '7', '65535', '999999'])
      expect(sha256Hex(challenge, counter)).toBe(node(challenge + counter))
  })
})

describe('solveChallenge', () => {
  it('finds the smallest counter with the leading zero hex digits, reporting progress', async () => {
    const challenge = randomBytes(32).toString('hex')
    const progress: number[] = []
    const counter = await solveChallenge(challenge, 3, { onProgress: (value) => progress.push(value) })
    expect(node(challenge + counter).startsWith('000')).toBe(true)
    for (let smaller = 0; smaller < counter; smaller++) expect(node(challenge + smaller).startsWith('000')).toBe(false)
    expect(progress.at(-1)).toBe(100)
    expect(progress.slice(0, -1).every((value) => value <= 90)).toBe(true)
  })

  it('gives up after the attempt limit', async () => {
    await expect(solveChallenge('x', 12, { maxAttempts: 1000 })).rejects.toThrow(
      new PuzzleError('Could not solve puzzle within attempt limit')
    )
  })
})
