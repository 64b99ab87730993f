import type { Draft } from '@hireloop/shared-ui/offline'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DraftList } from './draft-list'

const outbox = vi.hoisted(() => ({ editDraft: vi.fn(async () => true), discardDraft: vi.fn(async () => undefined) }))
vi.mock('@hireloop/shared-ui/offline', () => outbox)

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  id: '5b0c1c2e-8d1e-4c41-9d0a-3f1c9a2b7e10',
  kind: 'message',
  memberId: 'm1',
  target: 't1',
  url: '/api/threads/t1/messages',
  body: JSON.stringify({ content: 'See you Monday' }),
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
  ...overrides,
})

describe('DraftList', () => {
  beforeEach(() => {
    outbox.editDraft.mockClear()
    outbox.discardDraft.mockClear()
  })

  it('shows nothing when no message waits', () => {
    const { container } = render(<DraftList drafts={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows a waiting message with its state, and discards it', () => {
    render(<DraftList drafts={[draft()]} />)
    const item = screen.getByTestId('message-draft')
    expect(item.textContent).toContain('See you Monday')
    expect(screen.getByTestId('message-draft-status').textContent).toBe('Waiting for connection')
    fireEvent.click(screen.getByRole('button', { name: 'Discard waiting message: See you Monday' }))
    expect(outbox.discardDraft).toHaveBeenCalledWith('5b0c1c2e-8d1e-4c41-9d0a-3f1c9a2b7e10')
  })

  it('edits a waiting message: the new text is kept under the same draft', async () => {
    render(<DraftList drafts={[draft()]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit waiting message: See you Monday' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Waiting message' }), {
      target: { value: '  See you Monday at 9  ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(outbox.editDraft).toHaveBeenCalledWith('5b0c1c2e-8d1e-4c41-9d0a-3f1c9a2b7e10', {
      content: 'See you Monday at 9',
    })
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Waiting message' })).toBeNull())
  })

  it("says why a refused message was not sent, in the server's words", () => {
    render(<DraftList drafts={[draft({ state: 'failed', error: 'You cannot message this person' })]} />)
    expect(screen.getByTestId('message-draft-status').textContent).toBe('Not sent: You cannot message this person')
  })
})
