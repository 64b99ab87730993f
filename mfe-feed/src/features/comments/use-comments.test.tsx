import type { Draft, DraftInput, SendOrKeepResult } from '@hireloop/shared-ui/offline'
import { ApiError } from '@hireloop/shared-ui'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Comment } from '../../api/feed/types'
import { useComments } from './use-comments'

const mocks = vi.hoisted(() => ({
  sendOrKeep: vi.fn<(input: DraftInput) => Promise<SendOrKeepResult>>(),
  onSent: null as null | ((answer: unknown) => void),
  drafts: [] as Draft[],
  toast: vi.fn(),
  fetchCommentsPage: vi.fn(async () => ({ comments: [] as Comment[], nextCursor: null, hasMore: false })),
}))
vi.mock('@hireloop/shared-ui/offline', () => ({
  sendOrKeep: mocks.sendOrKeep,
  useDrafts: (_kind: string, _target: string | null, _member: string | null, onSent: (answer: unknown) => void) => {
    mocks.onSent = onSent
    return mocks.drafts
  },
}))
vi.mock('@hireloop/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui')>()),
  useCurrentUser: () => ({ user: { id: 'member-1' } }),
  useToast: () => ({ toast: mocks.toast }),
}))
vi.mock('../../api/feed/get-comments', () => ({ fetchCommentsPage: mocks.fetchCommentsPage }))

const comment = (id: string, content: string) =>
  ({ id, postId: 'p1', content, parentCommentId: null, authorId: 'member-1' }) as unknown as Comment

const waiting: Draft = {
  id: 'k1',
  kind: 'comment',
  memberId: 'member-1',
  target: 'p1',
  url: '/api/posts/p1/comments',
  body: '{"content":"On the train","parentCommentId":null}',
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
}

describe('useComments: adding', () => {
  beforeEach(() => {
    mocks.sendOrKeep.mockReset()
    mocks.toast.mockClear()
  })

  async function open() {
    const onCountChange = vi.fn()
    const hook = renderHook(() => useComments('p1', true, onCountChange))
    await waitFor(() => expect(hook.result.current.list.isLoading).toBe(false))
    return { hook, onCountChange }
  }

  it('sent now: the comment joins the list and the count, through the outbox with its payload', async () => {
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: true, answer: comment('c1', 'Nice') })
    const { hook, onCountChange } = await open()
    let ok = false
    await act(async () => {
      ok = await hook.result.current.add('Nice', null)
    })
    expect(ok).toBe(true)
    expect(mocks.sendOrKeep).toHaveBeenCalledWith({
      kind: 'comment',
      memberId: 'member-1',
      target: 'p1',
      url: '/api/posts/p1/comments',
      payload: { content: 'Nice', parentCommentId: null },
    })
    expect(hook.result.current.list.items.map((item) => item.id)).toEqual(['c1'])
    expect(onCountChange).toHaveBeenCalledWith(1)
  })

  it('kept offline: accepted (the box empties), waiting, nothing added until it is delivered, then once', async () => {
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: false, draft: waiting })
    mocks.drafts = [waiting]
    const { hook, onCountChange } = await open()
    let ok = false
    await act(async () => {
      ok = await hook.result.current.add('On the train', null)
    })
    expect(ok).toBe(true)
    expect(hook.result.current.drafts).toEqual([waiting])
    expect(hook.result.current.list.items).toEqual([])
    expect(onCountChange).not.toHaveBeenCalled()

    mocks.drafts = []
    act(() => mocks.onSent?.(comment('c2', 'On the train')))
    act(() => mocks.onSent?.(comment('c2', 'On the train')))
    expect(hook.result.current.list.items.map((item) => item.id)).toEqual(['c2'])
    expect(onCountChange).toHaveBeenCalledTimes(1)
  })

  it('refused: not accepted, with the failure toast in the server’s words', async () => {
    mocks.sendOrKeep.mockRejectedValueOnce(
      new ApiError(422, '{"error":"Comment is too long"}', { error: 'Comment is too long' })
    )
    const { hook } = await open()
    let ok = true
    await act(async () => {
      ok = await hook.result.current.add('x', null)
    })
    expect(ok).toBe(false)
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Failed to add comment. Please try again.',
      description: 'Comment is too long',
      variant: 'error',
    })
  })
})
