import type { Draft } from '@hireloop/shared-ui/offline'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makePost } from '../../test/make-post'
import PostDrafts from './post-drafts'

const mocks = vi.hoisted(() => ({
  drafts: [] as Draft[],
  stored: [] as Draft[],
  onSent: null as null | ((answer: unknown) => void),
  useDraftsArgs: [] as unknown[],
  discardDraft: vi.fn(async () => undefined),
}))
vi.mock('@hireloop/shared-ui/offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui/offline')>()),
  discardDraft: mocks.discardDraft,
  listDrafts: async () => mocks.stored,
  useDrafts: (kind: string, target: string | null, member: string | null, onSent: (answer: unknown) => void) => {
    mocks.useDraftsArgs = [kind, target, member]
    mocks.onSent = onSent
    return mocks.drafts
  },
}))
vi.mock('@hireloop/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui')>()),
  useCurrentUser: () => ({ user: { id: 'member-1' } }),
}))

const feed = () => ({ prepend: vi.fn(), refresh: vi.fn() })

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  id: 'k1',
  kind: 'post',
  memberId: 'member-1',
  target: 'feed',
  url: '/api/posts',
  body: JSON.stringify({
    blocks: [
      { id: 'b1', type: 'heading', content: { text: 'Hiring', level: 2 } },
      { id: 'b2', type: 'paragraph', content: { text: 'Two drivers, nights' } },
    ],
  }),
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
  ...overrides,
})

describe('PostDrafts', () => {
  beforeEach(() => {
    mocks.drafts = []
    mocks.stored = []
    mocks.discardDraft.mockClear()
    localStorage.clear()
  })

  it("reads the member's waiting posts; with none it shows nothing and the feed stops loading it", async () => {
    localStorage.setItem('hireloop-post-drafts', '1')
    const { container } = render(<PostDrafts openComposer={vi.fn()} feed={feed()} />)
    expect(mocks.useDraftsArgs).toEqual(['post', 'feed', 'member-1'])
    expect(container.innerHTML).toBe('')
    await waitFor(() => expect(localStorage.getItem('hireloop-post-drafts')).toBeNull())
  })

  it('keeps the mark while a post is stored, even before the list has read it', async () => {
    localStorage.setItem('hireloop-post-drafts', '1')
    mocks.stored = [draft()]
    render(<PostDrafts openComposer={vi.fn()} feed={feed()} />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem('hireloop-post-drafts')).toBe('1')
  })

  it('shows a waiting post with its words and state; Edit reopens it, Discard drops it', () => {
    mocks.drafts = [draft()]
    const openComposer = vi.fn()
    render(<PostDrafts openComposer={openComposer} feed={feed()} />)
    const list = screen.getByRole('list', { name: 'Waiting posts' })
    const item = within(list).getByTestId('post-draft')
    expect(item.dataset.state).toBe('waiting')
    expect(item.textContent).toBe('Hiring · Two drivers, nightsWaiting for connectionEditDiscard')
    expect(within(item).getByTestId('draft-status').textContent).toBe('Waiting for connection')
    fireEvent.click(screen.getByRole('button', { name: 'Edit waiting post: Hiring · Two drivers, nights' }))
    expect(openComposer).toHaveBeenCalledWith({ mode: 'draft', draft: mocks.drafts[0] })
    fireEvent.click(screen.getByRole('button', { name: 'Discard waiting post: Hiring · Two drivers, nights' }))
    expect(mocks.discardDraft).toHaveBeenCalledWith('k1')
  })

  it("says why a refused post was not sent, in the server's words", () => {
    mocks.drafts = [draft({ state: 'failed', error: 'Your account cannot post right now' })]
    render(<PostDrafts openComposer={vi.fn()} feed={feed()} />)
    expect(screen.getByTestId('post-draft').dataset.state).toBe('failed')
    expect(screen.getByTestId('draft-status').textContent).toBe('Not sent: Your account cannot post right now')
  })

  it('a delivered post goes to the top of the feed; an earlier version of an edited one arriving reads it again', () => {
    mocks.drafts = [draft()]
    const list = feed()
    render(<PostDrafts openComposer={vi.fn()} feed={list} />)
    const post = makePost({ id: 'p9' })
    mocks.onSent?.(post)
    expect(list.prepend).toHaveBeenCalledWith(post)
    expect(list.refresh).not.toHaveBeenCalled()
    mocks.onSent?.(undefined)
    expect(list.refresh).toHaveBeenCalledTimes(1)
    expect(list.prepend).toHaveBeenCalledTimes(1)
  })
})
