import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
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

  it('shows nothing when there are none', async () => {
    const { calls } = fakeServer({ 'GET /api/posts/archived': { posts: [], nextCursor: null, hasMore: false } })
    renderSection()
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/posts/archived'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Archived posts' })).toBeNull()
  })
})
