import type { Draft, DraftInput, SendOrKeepResult } from '@hireloop/shared-ui/offline'
import { ApiError } from '@hireloop/shared-ui'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePost } from '../../test/make-post'
import type { ComposerRequest } from './composer-request'
import { useComposer } from './use-composer'

const mocks = vi.hoisted(() => ({
  sendOrKeep: vi.fn<(input: DraftInput) => Promise<SendOrKeepResult>>(),
  editDraft: vi.fn(async () => true),
  uploadFiles: vi.fn(),
  toast: vi.fn(),
}))
vi.mock('@hireloop/shared-ui/offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui/offline')>()),
  sendOrKeep: mocks.sendOrKeep,
  editDraft: mocks.editDraft,
}))
vi.mock('@hireloop/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui')>()),
  useCurrentUser: () => ({ user: { id: 'member-1' } }),
  useToast: () => ({ toast: mocks.toast }),
  uploadFiles: mocks.uploadFiles,
}))

const waiting: Draft = {
  id: 'k1',
  kind: 'post',
  memberId: 'member-1',
  target: 'feed',
  url: '/api/posts',
  body: JSON.stringify({ blocks: [{ id: 'b1', type: 'paragraph', content: { text: 'On the train' } }] }),
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
}

function openComposer(request: ComposerRequest = { mode: 'create' }) {
  const onPublished = vi.fn()
  const onClose = vi.fn()
  const hook = renderHook(() => useComposer({ open: true, request, onClose, onPublished }))
  return { hook, onPublished, onClose }
}

async function writeAndPublish(hook: ReturnType<typeof openComposer>['hook'], text: string) {
  const [block] = hook.result.current.blocks
  act(() => hook.result.current.change(block!.id, { text }))
  await act(async () => {
    hook.result.current.publish()
  })
  return block!.id
}

describe('useComposer: a new post through the outbox', () => {
  beforeEach(() => {
    mocks.sendOrKeep.mockReset()
    mocks.editDraft.mockClear()
    mocks.uploadFiles.mockReset()
    mocks.toast.mockClear()
    localStorage.clear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('sent now: published with its blocks, with the key the outbox gives it, and the composer closes', async () => {
    const post = makePost({ id: 'p9', isHidden: false })
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: true, answer: post })
    const { hook, onPublished, onClose } = openComposer()
    const blockId = await writeAndPublish(hook, '  Hiring two drivers  ')
    expect(mocks.sendOrKeep).toHaveBeenCalledWith({
      kind: 'post',
      memberId: 'member-1',
      target: 'feed',
      url: '/api/posts',
      payload: { blocks: [{ id: blockId, type: 'paragraph', content: { text: 'Hiring two drivers' } }] },
    })
    expect(onPublished).toHaveBeenCalledWith(post)
    expect(onClose).toHaveBeenCalled()
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Post published', variant: 'success' })
    expect(localStorage.getItem('hireloop-post-drafts')).toBeNull()
  })

  it('kept offline: the composer closes, nothing is published, the post waits and the feed is told so', async () => {
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: false, draft: waiting })
    const { hook, onPublished, onClose } = openComposer()
    await writeAndPublish(hook, 'On the train')
    expect(onPublished).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
    expect(hook.result.current.publishing).toBe(false)
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Waiting for connection',
      description: "Your post is published when you're back online.",
      variant: 'info',
    })
    expect(localStorage.getItem('hireloop-post-drafts')).toBe('1')
  })

  it("refused: the composer stays open with the server's words", async () => {
    mocks.sendOrKeep.mockRejectedValueOnce(
      new ApiError(422, 'Unprocessable', { error: 'The post is too long' } as ConstructorParameters<typeof ApiError>[2])
    )
    const { hook, onPublished, onClose } = openComposer()
    await writeAndPublish(hook, 'x')
    expect(onPublished).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Failed to create post. Please try again.',
      description: 'The post is too long',
      variant: 'error',
    })
  })

  it('a waiting post opens with its blocks; Save keeps it waiting under the same draft, nothing is sent', async () => {
    const { hook, onPublished, onClose } = openComposer({ mode: 'draft', draft: waiting })
    expect(hook.result.current.editing).toBe(true)
    expect(hook.result.current.blocks).toEqual([{ id: 'b1', type: 'paragraph', content: { text: 'On the train' } }])
    await writeAndPublish(hook, 'On the late train')
    expect(mocks.editDraft).toHaveBeenCalledWith('k1', {
      blocks: [{ id: 'b1', type: 'paragraph', content: { text: 'On the late train' } }],
    })
    expect(mocks.sendOrKeep).not.toHaveBeenCalled()
    expect(onPublished).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('offline, a photo is not added: it needs a connection, and nothing is uploaded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { hook } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    await act(async () => {
      hook.result.current.upload(block!, new File(['x'], 'shift.png', { type: 'image/png' }))
    })
    expect(mocks.uploadFiles).not.toHaveBeenCalled()
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Adding photos needs a connection',
      description: "Photos and videos upload when you pick them: add them when you're back online.",
      variant: 'error',
    })
  })
})
