import type { Draft } from '@hireloop/shared-ui/offline'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CommentDrafts } from './comment-drafts'

const outbox = vi.hoisted(() => ({ editDraft: vi.fn(async () => true), discardDraft: vi.fn(async () => undefined) }))
vi.mock('@hireloop/shared-ui/offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui/offline')>()),
  ...outbox,
}))

const ID = '7c1e4b2a-3d5f-4a6b-8c9d-0e1f2a3b4c5d'
const draft = (overrides: Partial<Draft> = {}): Draft => ({
  id: ID,
  kind: 'comment',
  memberId: 'm1',
  target: 'p1',
  url: '/api/posts/p1/comments',
  body: JSON.stringify({ content: 'Great read', parentCommentId: null }),
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
  ...overrides,
})

describe('CommentDrafts', () => {
  beforeEach(() => {
    outbox.editDraft.mockClear()
    outbox.discardDraft.mockClear()
  })

  it('shows nothing when no comment waits', () => {
    const { container } = render(<CommentDrafts drafts={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows a waiting comment with its state, and discards it', () => {
    render(<CommentDrafts drafts={[draft()]} />)
    const list = screen.getByRole('list', { name: 'Waiting comments' })
    const item = within(list).getByTestId('comment-draft')
    expect(item.dataset.state).toBe('waiting')
    expect(item.textContent).toContain('Great read')
    expect(within(item).getByTestId('draft-status').textContent).toBe('Waiting for connection')
    fireEvent.click(screen.getByRole('button', { name: 'Discard waiting comment: Great read' }))
    expect(outbox.discardDraft).toHaveBeenCalledWith(ID)
  })

  it('edits a waiting reply: the new text is kept under the same draft, still a reply', async () => {
    render(<CommentDrafts drafts={[draft({ body: JSON.stringify({ content: 'Agreed', parentCommentId: 'c9' }) })]} />)
    expect(screen.getByTestId('comment-draft').textContent).toContain('Reply:Agreed')
    fireEvent.click(screen.getByRole('button', { name: 'Edit waiting reply: Agreed' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Waiting comment' }), {
      target: { value: '  Agreed, and well put  ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Waiting comment' })).toBeNull())
    expect(outbox.editDraft).toHaveBeenCalledWith(ID, { content: 'Agreed, and well put', parentCommentId: 'c9' })
  })

  it("says why a refused comment was not sent, in the server's words", () => {
    render(<CommentDrafts drafts={[draft({ state: 'failed', error: 'Comment is too long' })]} />)
    expect(screen.getByTestId('comment-draft').dataset.state).toBe('failed')
    expect(screen.getByTestId('draft-status').textContent).toBe('Not sent: Comment is too long')
  })
})
