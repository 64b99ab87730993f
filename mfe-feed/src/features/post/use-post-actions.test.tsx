import { act, renderHook } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LikeResponse, Post } from '../../api/feed/types'
import { makePost } from '../../test/make-post'

const api = vi.hoisted(() => ({ reactToPost: vi.fn(), repostPost: vi.fn(), reportPost: vi.fn() }))
vi.mock('../../api/feed/react-to-post', () => ({ reactToPost: api.reactToPost }))
vi.mock('../../api/feed/repost-post', () => ({ repostPost: api.repostPost }))
vi.mock('../../api/feed/report-post', () => ({ reportPost: api.reportPost }))

const { ApiError, toastAtom } = await import('@hireloop/shared-ui')
const { usePostActions } = await import('./use-post-actions')

/** A post two people already like. */
const likedTwice = () =>
  makePost({
    engagement: { likes: 2, comments: 0, reposts: 0, shares: 0, views: 0 },
    reactions: { like: 2, love: 0, celebrate: 0, insightful: 0, support: 0 },
  })

/** A list holding one post, as the feed does; returns the hook and a way to read the held post. */
function setup() {
  let post = likedTwice()
  const controller = {
    update: (_id: string, change: (current: Post) => Post) => {
      post = change(post)
    },
    onArchived: vi.fn(),
    onDeleted: vi.fn(),
    onEdit: vi.fn(),
    onOpenComments: vi.fn(),
  }
  const hook = renderHook(() => usePostActions(post, controller))
  return { hook, current: () => post }
}

const lastToast = () => getDefaultStore().get(toastAtom)

describe('usePostActions', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    vi.clearAllMocks()
  })

  it("reacts at once, then takes the server's counts", async () => {
    let answer!: (value: LikeResponse) => void
    api.reactToPost.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { hook, current } = setup()
    let done!: Promise<boolean>
    act(() => {
      done = hook.result.current.react('celebrate')
    })
    expect(current()).toMatchObject({ reaction: 'celebrate', isLiked: true, engagement: { likes: 3 } })
    expect(api.reactToPost).toHaveBeenCalledWith('p1', 'celebrate')
    await act(async () => {
      answer({
        liked: true,
        likesCount: 5,
        reaction: 'celebrate',
        reactions: { like: 4, love: 0, celebrate: 1, insightful: 0, support: 0 },
      })
      await done
    })
    expect(current()).toMatchObject({ reaction: 'celebrate', engagement: { likes: 5 } })
    expect(lastToast()).toBeNull()
  })

  it("rolls back and says 'Failed to update like/repost/bookmark' when the call fails", async () => {
    api.reactToPost.mockRejectedValue(new ApiError(500, 'boom'))
    api.repostPost.mockRejectedValue(new ApiError(500, 'boom'))
    const { hook, current } = setup()
    await act(async () => {
      await hook.result.current.react('like')
    })
    expect(current()).toMatchObject({ reaction: null, isLiked: false, engagement: { likes: 2 } })
    expect(current().reactions.like).toBe(2)
    expect(lastToast()).toMatchObject({ title: 'Failed to update like/repost/bookmark', variant: 'error' })

    await act(async () => {
      await hook.result.current.repost()
    })
    expect(current()).toMatchObject({ isReposted: false, engagement: { reposts: 0 } })
  })

  it("a second report is 'Already Reported'", async () => {
    api.reportPost
      .mockResolvedValueOnce({ message: 'Thanks' })
      .mockRejectedValueOnce(new ApiError(409, '{}', { error: 'x' }))
    const { hook } = setup()
    await act(async () => {
      await hook.result.current.report()
    })
    expect(lastToast()).toMatchObject({ title: 'Post reported', description: 'Thanks' })
    await act(async () => {
      await hook.result.current.report()
    })
    expect(lastToast()).toMatchObject({
      title: 'Already Reported',
      description: 'You have already reported this post.',
    })
  })
})
