import { describe, expect, it } from 'vitest'
import type { ScopedMutator } from 'swr'
import { makeJob } from '../../test/make-job'
import { revalidateAfterWithdraw } from './apply'

/** A cache of plain answers and a mutate that applies its updaters to them, as SWR's does. */
function cacheOf(entries: Record<string, unknown>) {
  const cache = new Map(Object.entries(entries))
  const mutate = (async (key: string, update: (current: unknown) => unknown) => {
    cache.set(key, update(cache.get(key)))
  }) as unknown as ScopedMutator
  return { cache, mutate }
}

describe('after a withdrawal', () => {
  it("reads the job open to a new application again: its details and the reader's applied ids", () => {
    const { cache, mutate } = cacheOf({
      '/api/jobs/j1': makeJob({ id: 'j1', hasApplied: true, applicantCount: 3 }),
      '/api/user/job-interactions': { saved: ['j1'], liked: [], applied: ['j1', 'j2'] },
    })
    revalidateAfterWithdraw('j1', mutate)
    expect(cache.get('/api/jobs/j1')).toMatchObject({ id: 'j1', hasApplied: false, applicantCount: 2 })
    expect(cache.get('/api/user/job-interactions')).toEqual({ saved: ['j1'], liked: [], applied: ['j2'] })
  })

  it('leaves reads nobody made unmade', () => {
    const { cache, mutate } = cacheOf({})
    revalidateAfterWithdraw('j1', mutate)
    expect(cache.get('/api/jobs/j1')).toBeUndefined()
    expect(cache.get('/api/user/job-interactions')).toBeUndefined()
  })
})
