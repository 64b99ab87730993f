import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { Comment, Post } from '../../api/feed/types'
import { makeComment } from '../../test/make-comment'
import { threadComments } from './comment-state'
import CommentsDialog from './comments-dialog'

const comment: Comment = makeComment({ isOwner: true })

const mocks = vi.hoisted(() => ({ report: vi.fn(async () => {}) }))
vi.mock('./use-comments', () => ({
  useComments: () => ({
    list: { items: [comment], isLoading: false, error: null, hasMore: false, isLoadingMore: false },
    threads: threadComments([comment]),
    drafts: [],
    add: async () => true,
    react: () => {},
    edit: async () => true,
    report: mocks.report,
    remove: async () => {},
  }),
}))

function renderDialog() {
  render(
    <MemoryRouter>
      <CommentsDialog open post={{ id: 'p1' } as Post} onClose={() => {}} onCountChange={() => {}} />
    </MemoryRouter>
  )
}

describe('the comment menu hands focus on', () => {
  it('Edit: to the edit field, not back to the options button', async () => {
    renderDialog()
    const options = screen.getByRole('button', { name: 'Comment options' })
    options.focus()
    fireEvent.click(options)
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    const field = await screen.findByRole('textbox', { name: 'Edit comment' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(field)
  })

  it('Report or Escape: back to the options button', async () => {
    renderDialog()
    const options = screen.getByRole('button', { name: 'Comment options' })
    options.focus()
    fireEvent.click(options)
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report' }))
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(mocks.report).toHaveBeenCalledWith(comment)
    expect(document.activeElement).toBe(options)

    options.focus()
    fireEvent.click(options)
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(options)
  })
})
