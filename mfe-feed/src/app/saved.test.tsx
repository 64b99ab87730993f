import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { FeedApp } from './feed-app'
import { makePost } from '../test/make-post'

const ME = { id: 'me', name: 'Casey Candidate', email: 'casey@example.com', userType: 'candidate', isVerified: true }
const JOB = {
  id: 'j1',
  title: 'Field Technician',
  location: 'Austin',
  payRate: '18.00',
  payUnit: 'hr',
  company: { id: 'c1', name: 'Grid Co' },
}

function server() {
  let posts = [makePost({ id: 'p1', content: 'Our audit checklist', isBookmarked: true })]
  let jobs = [JOB]
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/posts/bookmarks': () => ({ posts, nextCursor: null, hasMore: false }),
    'GET /api/jobs': () => ({ jobs }),
    'POST /api/posts/p1/bookmark': () => {
      posts = []
      return { bookmarked: false }
    },
    'POST /api/jobs/j1/interactions': () => {
      jobs = []
      return { save: false, message: 'Job removed from saved' }
    },
  })
}

describe('Saved (/saved)', () => {
  it('lists saved posts and saved jobs side by side, each removable', async () => {
    const { calls } = server()
    renderAt('/saved', <FeedApp />)
    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeTruthy()
    const post = await screen.findByTestId('saved-post')
    expect(within(post).getByRole('link', { name: 'Our audit checklist' }).getAttribute('href')).toBe('/post/p1')
    expect(within(post).getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe('/people/u1')
    fireEvent.click(within(post).getByRole('button', { name: 'Remove saved post by Ann' }))
    expect(await screen.findByText('No saved posts')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/posts/p1/bookmark')).toBe(true)

    fireEvent.click(screen.getByRole('tab', { name: 'Jobs' }))
    const job = await screen.findByTestId('saved-job')
    expect(calls.some((call) => call.url === '/api/jobs?saved=true&limit=50')).toBe(true)
    expect(within(job).getByRole('link', { name: 'Field Technician' }).getAttribute('href')).toBe('/jobs/j1')
    expect(within(job).getByText('Grid Co · Austin')).toBeTruthy()
    fireEvent.click(within(job).getByRole('button', { name: 'Remove saved job Field Technician' }))
    expect(await screen.findByText('No saved jobs')).toBeTruthy()
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url === '/api/jobs/j1/interactions')?.body).toEqual({
        type: 'save',
      })
    )
  })
})
