import { act, screen } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
