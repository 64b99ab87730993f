import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { swrConfig, toastAtom } from '@hireloop/shared-ui'
import { errorAnswer, fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { getDefaultStore } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig, type Cache } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ArchivedPosts } from './archived-posts'

const post = (id: string, content: string) => ({ id, content, isArchived: true })

function renderSection() {
  renderAt(
    '/profile',
    <ArchivedPosts>
      {(list) => (
        <section aria-label="Archived posts">
          <h2>Archived posts</h2>
          {list}
        </section>
      )}
    </ArchivedPosts>
  )
}

describe('Archived posts on the profile', () => {
  it('lists them; Restore brings one back to the feed, Delete removes one after confirming', async () => {
    let posts = [post('p1', 'Old news about our audit'), post('p2', 'A draft I archived')]
    const { calls } = fakeServer({
      'GET /api/posts/archived': () => ({ posts, nextCursor: null, hasMore: false }),
      'PATCH /api/posts/p1/archive': () => {
        posts = posts.filter((item) => item.id !== 'p1')
        return { isArchived: false, message: 'Post restored to the feed.' }
      },
      'DELETE /api/posts/p2': () => {
        posts = posts.filter((item) => item.id !== 'p2')
        return { message: 'Post deleted' }
      },
    })
    renderSection()
    const rows = await screen.findAllByTestId('archived-post')
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Old news about our audit',
      'A draft I archived',
    ])
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/post/p1')

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getAllByTestId('archived-post')).toHaveLength(1))
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/posts/p1/archive',
      body: { isArchived: false },
    })

    fireEvent.click(within(screen.getByTestId('archived-post')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Archived posts' })).toBeNull())
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/posts/p2')).toBe(true)
  })

  it("a refused Restore says the restore failed, with the server's words, and keeps the post listed", async () => {
    getDefaultStore().set(toastAtom, null)
    fakeServer({
      'GET /api/posts/archived': () => ({ posts: [post('p1', 'Old news')], nextCursor: null, hasMore: false }),
      'PATCH /api/posts/p1/archive': () => errorAnswer(403, { error: 'You cannot restore this post' }),
    })
    renderSection()
    fireEvent.click(
      within((await screen.findAllByTestId('archived-post'))[0]!).getByRole('button', { name: 'Restore' })
    )
    await waitFor(() =>
      expect(getDefaultStore().get(toastAtom)).toMatchObject({
        title: 'Failed to restore post',
        description: 'You cannot restore this post',
        variant: 'error',
      })
    )
    expect(screen.getAllByTestId('archived-post')).toHaveLength(1)
  })

  it('shows nothing when there are none', async () => {
    const { calls } = fakeServer({ 'GET /api/posts/archived': { posts: [], nextCursor: null, hasMore: false } })
    renderSection()
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/posts/archived'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Archived posts' })).toBeNull()
  })

  it('offline: the section shows the one offline state, and the posts once the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    let reachable = false
    fakeServer({
      'GET /api/posts/archived': () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return { posts: [post('p1', 'Old news about our audit')], nextCursor: null, hasMore: false }
      },
    })
    renderSection()
    const section = await screen.findByRole('region', { name: 'Archived posts' })
    expect(within(section).getByTestId('offline-fallback').textContent).toBe(
      "Not kept on this deviceYou're offline. This loads when you're back online."
    )

    reachable = true
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findAllByTestId('archived-post')).toHaveLength(1)
    expect(screen.queryByTestId('offline-fallback')).toBeNull()
    onLine.mockRestore()
  })

  it('online, a failed load shows nothing, as with none', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { calls } = fakeServer({ 'GET /api/posts/archived': () => errorAnswer(500, { error: 'Internal error' }) })
    renderSection()
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/posts/archived'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Archived posts' })).toBeNull()
    vi.restoreAllMocks()
  })
})

/** The section as the shell runs it: the app's SWR settings (nothing stale is read again on its own), one cache. */
function renderWithAppCache(cache: Map<string, unknown>) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache as Cache }}>
      <MemoryRouter initialEntries={['/profile']}>
        <ArchivedPosts>{(list) => <section aria-label="Archived posts">{list}</section>}</ArchivedPosts>
      </MemoryRouter>
    </SWRConfig>
  )
}

describe('Archived posts and the post pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('each opening reads the list again: a post archived from its menu meanwhile is listed', async () => {
    let posts = [post('p1', 'Old news about our audit')]
    fakeServer({ 'GET /api/posts/archived': () => ({ posts, nextCursor: null, hasMore: false }) })
    const cache = new Map<string, unknown>()
    const first = renderWithAppCache(cache)
    expect(await screen.findAllByTestId('archived-post')).toHaveLength(1)
    first.unmount()

    posts = [post('p2', 'A draft I archived'), ...posts]
    renderWithAppCache(cache)
    await waitFor(() => expect(screen.getAllByTestId('archived-post')).toHaveLength(2))
  })

  it("Restore marks the post's cached page as back in the feed; Delete drops its cached page", async () => {
    let posts = [post('p1', 'Old news about our audit'), post('p2', 'A draft I archived')]
    fakeServer({
      'GET /api/posts/archived': () => ({ posts, nextCursor: null, hasMore: false }),
      'PATCH /api/posts/p1/archive': () => {
        posts = posts.filter((item) => item.id !== 'p1')
        return { isArchived: false, message: 'Post restored to the feed.' }
      },
      'DELETE /api/posts/p2': () => {
        posts = posts.filter((item) => item.id !== 'p2')
        return { message: 'Post deleted' }
      },
    })
    const cache = new Map<string, unknown>([
      ['/api/posts/p1', { data: { id: 'p1', content: 'Old news about our audit', isArchived: true } }],
      ['/api/posts/p2', { data: { id: 'p2', content: 'A draft I archived', isArchived: true } }],
    ])
    renderWithAppCache(cache)
    const rows = await screen.findAllByTestId('archived-post')

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getAllByTestId('archived-post')).toHaveLength(1))
    expect((cache.get('/api/posts/p1') as { data: unknown }).data).toEqual({
      id: 'p1',
      content: 'Old news about our audit',
      isArchived: false,
    })

    fireEvent.click(within(screen.getByTestId('archived-post')).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Archived posts' })).toBeNull())
    expect((cache.get('/api/posts/p2') as { data?: unknown }).data).toBeUndefined()
  })
})
