import { screen } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { FeedApp } from './feed-app'

describe('/people (the feed area)', () => {
  it("is the people screen, while /people/{id} stays a member's profile", async () => {
    const { calls } = fakeServer({
      'GET /api/search/people': {
        users: [
          { id: 'u1', name: 'Ada Lovelace', profileImage: null, userType: 'candidate', headline: null, location: null },
        ],
        nextCursor: null,
        hasMore: false,
      },
    })
    renderAt('/people?q=ada', <FeedApp />)
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeTruthy()
    expect(calls.map((call) => call.url)).toEqual(['/api/search/people?q=ada&limit=20'])
  })
})
