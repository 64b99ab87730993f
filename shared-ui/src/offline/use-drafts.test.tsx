import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Draft } from './outbox-request'
import type { OutboxEvent } from './outbox'
import { useDrafts } from './use-drafts'

const mocks = vi.hoisted(() => ({
  drafts: [] as Draft[],
  listener: null as null | ((event: OutboxEvent) => void),
  sendWaitingDrafts: vi.fn(async () => 0),
}))
vi.mock('./outbox', () => ({
  listDrafts: vi.fn(async (memberId: string, target: string) =>
    mocks.drafts.filter((draft) => draft.memberId === memberId && draft.target === target)
  ),
  onOutboxChange: (listener: (event: OutboxEvent) => void) => {
    mocks.listener = listener
    return () => {
      mocks.listener = null
    }
  },
  sendWaitingDrafts: mocks.sendWaitingDrafts,
}))

const draft = (id: string, kind: Draft['kind'], target = 'p1'): Draft => ({
  id,
  kind,
  memberId: 'm1',
  target,
  url: `/api/posts/${target}/comments`,
  body: '{"content":"Hi","parentCommentId":null}',
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
})

describe('useDrafts', () => {
  beforeEach(() => {
    mocks.sendWaitingDrafts.mockClear()
    mocks.drafts = [draft('a', 'comment'), draft('b', 'application'), draft('c', 'comment', 'p2')]
  })

  it("lists the member's drafts of the kind for the target, and nothing without a member or target", async () => {
    const { result } = renderHook(() => useDrafts('comment', 'p1', 'm1'))
    await waitFor(() => expect(result.current.map((item) => item.id)).toEqual(['a']))
    expect(renderHook(() => useDrafts('comment', null, 'm1')).result.current).toEqual([])
    expect(renderHook(() => useDrafts('comment', 'p1', null)).result.current).toEqual([])
  })

  it('sends the waiting drafts when the connection returns', async () => {
    renderHook(() => useDrafts('comment', 'p1', 'm1'))
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(mocks.sendWaitingDrafts).toHaveBeenCalledTimes(1)
  })

  it("hands over the answer of each of its drafts once delivered, and forgets it; others' are not its own", async () => {
    const onSent = vi.fn()
    const { result } = renderHook(() => useDrafts('comment', 'p1', 'm1', onSent))
    await waitFor(() => expect(result.current).toHaveLength(1))
    mocks.drafts = mocks.drafts.filter((item) => item.id !== 'a')
    act(() => mocks.listener?.({ type: 'sent', id: 'c', answer: { id: 'x' } }))
    expect(onSent).not.toHaveBeenCalled()
    act(() => mocks.listener?.({ type: 'sent', id: 'a', answer: { id: 'comment-1' } }))
    act(() => mocks.listener?.({ type: 'sent', id: 'a', answer: { id: 'comment-1' } }))
    expect(onSent).toHaveBeenCalledTimes(1)
    expect(onSent).toHaveBeenCalledWith({ id: 'comment-1' }, draft('a', 'comment'))
    await waitFor(() => expect(result.current).toEqual([]))
  })
})
