import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { swrConfig } from '@hireloop/shared-ui'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { Link, MemoryRouter } from 'react-router-dom'
import { SWRConfig, type Cache } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

/** The feed area as the shell runs it: the app's SWR settings (nothing stale is read again on its own, requests within 2 s shared), one cache. */
function renderWithAppCache(path: string, cache: Map<string, unknown> = new Map()) {
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache as Cache }}>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/saved">Saved posts</Link>
          <Link to="/saved?tab=jobs">Saved jobs</Link>
          <Link to="/post/p1">The post</Link>
        </nav>
        <FeedApp />
      </MemoryRouter>
    </SWRConfig>
  )
  return cache
}

describe('Saved and the screens that save', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a post saved on its page after Saved was seen empty is listed on the next opening; unsaved there, its page says so', async () => {
    let bookmarked = false
    fakeServer({
      'GET /api/user/me': ME,
      'GET /api/posts/p1': () => makePost({ id: 'p1', content: 'Our audit checklist', isBookmarked: bookmarked }),
      'GET /api/posts/bookmarks': () => ({
        posts: bookmarked ? [makePost({ id: 'p1', content: 'Our audit checklist', isBookmarked: true })] : [],
        nextCursor: null,
        hasMore: false,
      }),
      'POST /api/posts/p1/bookmark': () => {
        bookmarked = !bookmarked
        return { bookmarked }
      },
    })
    renderWithAppCache('/saved')
    expect(await screen.findByText('No saved posts')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: 'The post' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save bookmark' }))
    await waitFor(() => expect(bookmarked).toBe(true))

    fireEvent.click(screen.getByRole('link', { name: 'Saved posts' }))
    const saved = await screen.findByTestId('saved-post')
    fireEvent.click(within(saved).getByRole('button', { name: 'Remove saved post by Ann' }))
    expect(await screen.findByText('No saved posts')).toBeTruthy()
    expect(bookmarked).toBe(false)

    fireEvent.click(screen.getByRole('link', { name: 'The post' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }))
    expect(await screen.findByRole('menuitem', { name: 'Save bookmark' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Remove bookmark' })).toBeNull()
  })

  it('a job saved elsewhere is listed on the next opening; unsaved there, the cached reads of the jobs area are dropped', async () => {
    let jobs: (typeof JOB)[] = []
    fakeServer({
      'GET /api/user/me': ME,
      'GET /api/jobs': () => ({ jobs }),
      'GET /api/posts/bookmarks': () => ({ posts: [], nextCursor: null, hasMore: false }),
      'POST /api/jobs/j1/interactions': () => {
        jobs = []
        return { save: false, message: 'Job removed from saved' }
      },
    })
    const cache = renderWithAppCache('/saved?tab=jobs')
    expect(await screen.findByText('No saved jobs')).toBeTruthy()

    // Saved on the jobs area's card meanwhile; its details and the reader's interactions are cached there.
    jobs = [JOB]
    const cached = (key: string, data: unknown) => cache.set(key, { data, _k: key })
    cached('/api/jobs/j1', { ...JOB, isSaved: true })
    cached('/api/user/job-interactions', { saved: ['j1'], liked: [] })
    cached('/api/companies/c1', { id: 'c1' })
    fireEvent.click(screen.getByRole('link', { name: 'Saved posts' }))
    expect(await screen.findByText('No saved posts')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Saved jobs' }))
    const job = await screen.findByTestId('saved-job')

    fireEvent.click(within(job).getByRole('button', { name: 'Remove saved job Field Technician' }))
    expect(await screen.findByText('No saved jobs')).toBeTruthy()
    await waitFor(() => expect((cache.get('/api/jobs/j1') as { data?: unknown } | undefined)?.data).toBeUndefined())
    expect((cache.get('/api/user/job-interactions') as { data?: unknown } | undefined)?.data).toBeUndefined()
    expect(cache.get('/api/companies/c1')).toEqual({ data: { id: 'c1' }, _k: '/api/companies/c1' })
  })
})
