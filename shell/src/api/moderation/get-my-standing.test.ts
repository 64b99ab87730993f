import { errorAnswer, fakeServer } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { EMPTY_STANDING, fetchMyStanding, MY_STANDING_KEY } from './get-my-standing'

describe('fetchMyStanding', () => {
  it('reads GET /api/moderation/me', async () => {
    const standing = { restriction: null, strikes: 1, violations: [] }
    const { calls } = fakeServer({ 'GET /api/moderation/me': standing })
    await expect(fetchMyStanding()).resolves.toEqual(standing)
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${MY_STANDING_KEY}`])
  })

  it('treats 404 (the moderation module is off) as an empty standing', async () => {
    fakeServer({})
    await expect(fetchMyStanding()).resolves.toEqual(EMPTY_STANDING)
    expect(EMPTY_STANDING).toEqual({ restriction: null, strikes: 0, violations: [] })
  })

  it('lets other failures through', async () => {
    fakeServer({ 'GET /api/moderation/me': errorAnswer(500, { error: 'Server error' }) })
    await expect(fetchMyStanding()).rejects.toThrow('500: ')
  })
})
