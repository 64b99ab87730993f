import { act, render, renderHook, screen } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makePost } from '../test/make-post'

const api = vi.hoisted(() => ({ sendOrKeep: vi.fn(), updatePost: vi.fn() }))
vi.mock('@hireloop/shared-ui/offline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui/offline')>()),
  sendOrKeep: api.sendOrKeep,
}))
vi.mock('@hireloop/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hireloop/shared-ui')>()),
  useCurrentUser: () => ({ user: { id: 'member-1' } }),
}))
vi.mock('../api/feed/update-post', () => ({ updatePost: api.updatePost }))

const { toastAtom } = await import('@hireloop/shared-ui')
const { useComposer } = await import('../features/composer/use-composer')
const { PostCard } = await import('../features/post/post-card')
const { HELD_POST_NOTICE } = await import('../shared/held-post')

const lastToast = () => getDefaultStore().get(toastAtom)
const controller = {
  update: vi.fn(),
  onArchived: vi.fn(),
  onDeleted: vi.fn(),
  onEdit: vi.fn(),
  onOpenComments: vi.fn(),
}

async function publish(answer: ReturnType<typeof makePost>) {
  api.sendOrKeep.mockResolvedValue({ sent: true, answer })
  const onPublished = vi.fn()
  const request = { mode: 'create' as const }
  const hook = renderHook(() => useComposer({ open: true, request, onClose: () => {}, onPublished }))
  const [block] = hook.result.current.blocks
  act(() => hook.result.current.change(block!.id, { text: 'Hello network' }))
  await act(async () => {
    hook.result.current.publish()
  })
  return onPublished
}

describe('a post held by moderation', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('its author is told it is under review and why, not that it was published', async () => {
    const onPublished = await publish(makePost({ id: 'held', isHidden: true, heldReason: 'Job scams' }))
    expect(onPublished).toHaveBeenCalledWith(expect.objectContaining({ id: 'held', isHidden: true }))
    expect(lastToast()).toMatchObject({
      title: 'Post under review',
      description: `Reason: Job scams. ${HELD_POST_NOTICE.description}`,
    })
    expect(lastToast()?.title).not.toBe('Post published')
  })

  it('an ordinary post is published', async () => {
    await publish(makePost({ id: 'fine', isHidden: false }))
    expect(lastToast()).toMatchObject({ title: 'Post published', variant: 'success' })
  })

  it('the post itself says so to its author while it stays hidden', () => {
    render(
      <MemoryRouter>
        <PostCard post={makePost({ isHidden: true, isOwner: true })} controller={controller} />
        <PostCard post={makePost({ id: 'p2', isHidden: false, isOwner: true })} controller={controller} />
      </MemoryRouter>
    )
    const notices = screen.getAllByTestId('post-under-review')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.textContent).toBe(`${HELD_POST_NOTICE.title}${HELD_POST_NOTICE.description}`)
  })

  it('names the guidelines it was flagged under, on the post and in the toast', async () => {
    render(
      <MemoryRouter>
        <PostCard
          post={makePost({ isHidden: true, isOwner: true, heldReason: 'Job scams, Safe and legal sharing' })}
          controller={controller}
        />
      </MemoryRouter>
    )
    expect(screen.getByTestId('post-under-review').textContent).toBe(
      `${HELD_POST_NOTICE.title}Reason: Job scams, Safe and legal sharing${HELD_POST_NOTICE.description}`
    )
    await publish(makePost({ id: 'held', isHidden: true, heldReason: null }))
    expect(lastToast()?.description).toBe(HELD_POST_NOTICE.description)
  })
})
