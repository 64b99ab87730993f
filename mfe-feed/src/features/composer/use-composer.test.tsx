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
  updatePost: vi.fn(),
  toast: vi.fn(),
}))
vi.mock('../../api/feed/update-post', () => ({ updatePost: mocks.updatePost }))
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

  it('offline, a photo picked waits in its block, nothing uploaded; Publish keeps the post with the file', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: false, draft: waiting })
    const { hook, onClose } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    const photo = new File(['png'], 'shift.png', { type: 'image/png' })
    await act(async () => {
      hook.result.current.upload(block!, photo)
    })
    expect(mocks.uploadFiles).not.toHaveBeenCalled()
    expect(mocks.toast).not.toHaveBeenCalled()
    expect(hook.result.current.blocks).toEqual([
      { id: block!.id, type: 'image', content: { url: '', caption: '', alt: '' }, pending: photo },
    ])
    act(() => hook.result.current.change(block!.id, { caption: 'Morning shift' }))
    await act(async () => {
      hook.result.current.publish()
    })
    expect(mocks.sendOrKeep).toHaveBeenCalledWith({
      kind: 'post',
      memberId: 'member-1',
      target: 'feed',
      url: '/api/posts',
      payload: { blocks: [{ id: block!.id, type: 'image', content: { caption: 'Morning shift' } }] },
      uploads: [
        {
          url: '/api/upload',
          fields: [
            { name: 'files', file: photo, fileName: 'shift.png' },
            { name: 'folder', value: 'media' },
          ],
          into: ['blocks', 0, 'content', 'url'],
        },
      ],
    })
    expect(onClose).toHaveBeenCalled()
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Waiting for connection',
      description: "Your post is published when you're back online.",
      variant: 'info',
    })
  })

  it('a video picked in an image block offline makes it a video block', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { hook } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    const clip = new File(['mp4'], 'site.mp4', { type: 'video/mp4' })
    await act(async () => {
      hook.result.current.upload(block!, clip)
    })
    expect(hook.result.current.blocks[0]).toEqual({
      id: block!.id,
      type: 'video',
      content: { url: '', caption: '' },
      pending: clip,
    })
  })

  it('offline, the size and type checks still refuse a file, which is not kept', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { hook } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    await act(async () => {
      hook.result.current.upload(block!, big)
    })
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
      variant: 'error',
    })
    await act(async () => {
      hook.result.current.upload(block!, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    })
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Invalid file type',
      description: 'Please select an image or video file.',
      variant: 'error',
    })
    expect(hook.result.current.blocks[0]).not.toHaveProperty('pending')
  })

  it('an upload that finds no connection keeps the file waiting in its block, with no error', async () => {
    mocks.uploadFiles.mockRejectedValueOnce(new TypeError('Network error while uploading'))
    const { hook } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    const photo = new File(['png'], 'shift.png', { type: 'image/png' })
    await act(async () => {
      hook.result.current.upload(block!, photo)
    })
    expect(mocks.uploadFiles).toHaveBeenCalledTimes(1)
    expect(mocks.toast).not.toHaveBeenCalled()
    expect(hook.result.current.blocks[0]?.pending).toBe(photo)
    expect(hook.result.current.uploading).toBe(false)
  })

  it('a file picked offline and published online goes with the post to the outbox, which uploads it first', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const post = makePost({ id: 'p9', isHidden: false })
    mocks.sendOrKeep.mockResolvedValueOnce({ sent: true, answer: post })
    const { hook, onPublished } = openComposer({ mode: 'create', initialType: 'image' })
    const [block] = hook.result.current.blocks
    await act(async () => {
      hook.result.current.upload(block!, new File(['png'], 'shift.png', { type: 'image/png' }))
    })
    onLine.mockReturnValue(true)
    await act(async () => {
      hook.result.current.publish()
    })
    expect(mocks.sendOrKeep.mock.calls[0]![0].uploads).toHaveLength(1)
    expect(onPublished).toHaveBeenCalledWith(post)
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Post published', variant: 'success' })
  })

  it('a waiting post opens with its files still waiting; Save keeps them with the draft', async () => {
    const photo = new File(['png'], 'shift.png', { type: 'image/png' })
    const withPhoto: Draft = {
      ...waiting,
      body: JSON.stringify({
        blocks: [
          { id: 'b1', type: 'paragraph', content: { text: 'On the train' } },
          { id: 'b2', type: 'image', content: { caption: 'Depot' } },
        ],
      }),
      uploads: [
        {
          url: '/api/upload',
          fields: [
            { name: 'files', file: photo, fileName: 'shift.png' },
            { name: 'folder', value: 'media' },
          ],
          into: ['blocks', 1, 'content', 'url'],
        },
      ],
    }
    const { hook } = openComposer({ mode: 'draft', draft: withPhoto })
    const [, image] = hook.result.current.blocks
    expect(image).toMatchObject({ id: 'b2', type: 'image', content: { caption: 'Depot' } })
    expect(image?.pending?.name).toBe('shift.png')
    expect(image?.pending?.type).toBe('image/png')
    await writeAndPublish(hook, 'On the late train')
    expect(mocks.editDraft).toHaveBeenCalledWith(
      'k1',
      {
        blocks: [
          { id: 'b1', type: 'paragraph', content: { text: 'On the late train' } },
          { id: 'b2', type: 'image', content: { caption: 'Depot' } },
        ],
      },
      { uploads: [expect.objectContaining({ url: '/api/upload', into: ['blocks', 1, 'content', 'url'] })] }
    )
  })

  it('a waiting post whose photo block is removed keeps no file', async () => {
    const photo = new File(['png'], 'shift.png', { type: 'image/png' })
    const withPhoto: Draft = {
      ...waiting,
      body: JSON.stringify({
        blocks: [
          { id: 'b1', type: 'paragraph', content: { text: 'On the train' } },
          { id: 'b2', type: 'image', content: {} },
        ],
      }),
      uploads: [
        {
          url: '/api/upload',
          fields: [{ name: 'files', file: photo, fileName: 'shift.png' }],
          into: ['blocks', 1, 'content', 'url'],
        },
      ],
    }
    const { hook } = openComposer({ mode: 'draft', draft: withPhoto })
    act(() => hook.result.current.remove('b2'))
    await writeAndPublish(hook, 'On the train')
    expect(mocks.editDraft).toHaveBeenCalledWith(
      'k1',
      { blocks: [{ id: 'b1', type: 'paragraph', content: { text: 'On the train' } }] },
      { uploads: [] }
    )
  })

  it('a published post being edited uploads a file picked offline first, then saves with its url', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const post = makePost({ id: 'p9', isHidden: false, blocks: [{ id: 'b1', type: 'image', content: {} }] })
    mocks.uploadFiles.mockResolvedValueOnce({ files: [{ url: '/uploads/media/shift.png' }] })
    mocks.updatePost.mockResolvedValueOnce(post)
    const { hook, onPublished } = openComposer({ mode: 'edit', post })
    const photo = new File(['png'], 'shift.png', { type: 'image/png' })
    await act(async () => {
      hook.result.current.upload(hook.result.current.blocks[0]!, photo)
    })
    expect(mocks.uploadFiles).not.toHaveBeenCalled()
    onLine.mockReturnValue(true)
    await act(async () => {
      hook.result.current.publish()
    })
    expect(mocks.uploadFiles).toHaveBeenCalledWith(photo, { folder: 'media' })
    expect(mocks.updatePost).toHaveBeenCalledWith('p9', [
      { id: 'b1', type: 'image', content: { url: '/uploads/media/shift.png' } },
    ])
    expect(onPublished).toHaveBeenCalledWith(post)
  })
})
