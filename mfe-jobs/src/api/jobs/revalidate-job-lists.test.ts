import { describe, expect, it, vi } from 'vitest'
import type { ScopedMutator } from 'swr'
import { revalidateJobLists } from './revalidate-job-lists'

describe('revalidateJobLists', () => {
  it('drops every cached read that shows jobs (so the next screen loads it) and refreshes the kept ones in place', async () => {
    const mutate = vi.fn(async () => undefined)
    await revalidateJobLists(['/api/companies/c1/jobs'], mutate as unknown as ScopedMutator)
    const [filterCall, keptCall] = mutate.mock.calls as unknown as [
      [(key: unknown) => boolean, undefined, { revalidate: boolean }],
      [string],
    ]
    expect(filterCall.slice(1)).toEqual([undefined, { revalidate: true }])
    const dropped = [
      '/api/jobs/j1',
      '/api/jobs?keyword=grid',
      '/api/companies',
      '/api/companies/c2/jobs',
      '/api/companies/c1',
      '/api/user/job-interactions',
      '/api/applications/my',
      '/api/early-bird/status',
    ]
    for (const key of dropped) expect(filterCall[0](key), key).toBe(true)
    for (const key of ['/api/companies/c1/jobs', '/api/posts', '/api/jobsearch', '/api/user/me', ['/api/jobs']]) {
      expect(filterCall[0](key), String(key)).toBe(false)
    }
    expect(keptCall).toEqual(['/api/companies/c1/jobs'])
  })
})
