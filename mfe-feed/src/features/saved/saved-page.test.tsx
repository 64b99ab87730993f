import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePost } from '../../test/make-post'
import SavedPage from './saved-page'

const EMPTY = { posts: [], nextCursor: null, hasMore: false }

describe('Saved, posts tab, when its load fails', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('offline: the one offline state, and the posts once the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    let reachable = false
    fakeServer({
      'GET /api/posts/bookmarks': () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return EMPTY
      },
    })
    renderAt('/saved', <SavedPage />)
    expect((await screen.findByTestId('offline-fallback')).textContent).toBe(
      "Not kept on this deviceYou're offline. This loads when you're back online."
    )
    expect(screen.queryByText('Failed to load your saved posts. Please try again.')).toBeNull()

    reachable = true
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('No saved posts')).toBeTruthy()
    expect(screen.queryByTestId('offline-fallback')).toBeNull()
  })

  it('online: its own load error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    fakeServer({ 'GET /api/posts/bookmarks': () => errorAnswer(500, { error: 'Internal error' }) })
    renderAt('/saved', <SavedPage />)
    expect(await screen.findByText('Failed to load your saved posts. Please try again.')).toBeTruthy()
    expect(screen.queryByTestId('offline-fallback')).toBeNull()
  })
})

const POST_PAGE = 50

/** `count` saved posts answered 50 a page, the cursor being the index of the next one. */
function savedPosts(count: number, failOnce = false) {
  const posts = Array.from({ length: count }, (_, index) =>
    makePost({ id: `p${index + 1}`, content: `Saved post ${index + 1}` })
  )
  let failing = failOnce
  return (call: { url: string }) => {
    const cursor = new URL(call.url, 'http://test').searchParams.get('cursor')
    if (cursor && failing) {
      failing = false
      return errorAnswer(500, { error: 'Internal error' })
    }
    const start = cursor ? Number(cursor) : 0
    const end = start + POST_PAGE
    return { posts: posts.slice(start, end), nextCursor: end < count ? String(end) : null, hasMore: end < count }
  }
}

const savedJob = (index: number) => ({
  id: `j${index}`,
  title: `Saved job ${index}`,
  location: 'Austin',
  payRate: '18.00',
  payUnit: 'hr',
  company: { id: 'c1', name: 'Grid Co' },
})

describe('Saved, beyond the first page', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('posts: "Load more" reads the next page by its cursor, until there is none', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { calls } = fakeServer({ 'GET /api/posts/bookmarks': savedPosts(51) })
    renderAt('/saved', <SavedPage />)
    await waitFor(() => expect(screen.getAllByTestId('saved-post')).toHaveLength(50))
    expect(calls.map((call) => call.url)).toEqual(['/api/posts/bookmarks?limit=50'])

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('saved-post')).toHaveLength(51))
    expect(within(screen.getByRole('list', { name: 'Saved posts' })).getByText('Saved post 51')).toBeTruthy()
    expect(calls.map((call) => call.url)).toEqual([
      '/api/posts/bookmarks?limit=50',
      '/api/posts/bookmarks?limit=50&cursor=50',
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('posts: a next page that fails says so, keeps the list and tries again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    fakeServer({ 'GET /api/posts/bookmarks': savedPosts(60, true) })
    renderAt('/saved', <SavedPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load more saved posts. Please try again.')
    expect(screen.getAllByTestId('saved-post')).toHaveLength(50)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByTestId('saved-post')).toHaveLength(60))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('jobs: the saved browse pages by its cursor too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const jobs = Array.from({ length: 51 }, (_, index) => savedJob(index + 1))
    const { calls } = fakeServer({
      'GET /api/posts/bookmarks': EMPTY,
      'GET /api/jobs': (call: { url: string }) => {
        const cursor = new URL(call.url, 'http://test').searchParams.get('cursor')
        return cursor
          ? { jobs: jobs.slice(50), nextCursor: null, hasMore: false, total: null, totalIsCapped: false }
          : { jobs: jobs.slice(0, 50), nextCursor: 'next/page', hasMore: true, total: 51, totalIsCapped: false }
      },
    })
    renderAt('/saved?tab=jobs', <SavedPage />)
    await waitFor(() => expect(screen.getAllByTestId('saved-job')).toHaveLength(50))
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('saved-job')).toHaveLength(51))
    expect(screen.getByRole('link', { name: 'Saved job 51' }).getAttribute('href')).toBe('/jobs/j51')
    expect(calls.filter((call) => call.url.startsWith('/api/jobs')).map((call) => call.url)).toEqual([
      '/api/jobs?saved=true&limit=50',
      '/api/jobs?saved=true&limit=50&cursor=next%2Fpage',
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('jobs: a first page the device kept says so above the list', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fakeServer({
      'GET /api/posts/bookmarks': EMPTY,
      'GET /api/jobs': () =>
        new Response(JSON.stringify({ jobs: [savedJob(1)], nextCursor: null, hasMore: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Kept-At': '2026-06-03T14:05:00.000Z' },
        }),
    })
    renderAt('/saved?tab=jobs', <SavedPage />)
    expect((await screen.findByTestId('saved-jobs-kept')).textContent).toMatch(/^Saved on .+ — may be out of date$/)
    expect(screen.getAllByTestId('saved-job')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
