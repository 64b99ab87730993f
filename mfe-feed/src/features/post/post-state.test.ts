import { runOptimistic } from '@hireloop/shared-ui'
import { describe, expect, it, vi } from 'vitest'
import { makePost } from '../../test/make-post'
import {
  applyBookmark,
  applyBookmarkResult,
  applyCommentDelta,
  applyReaction,
  applyReactionResult,
  applyRepost,
  applyRepostResult,
  restoreFlags,
} from './post-state'

describe('applyReaction (spec README decision table)', () => {
  it('adds a reaction when there is none', () => {
    const post = applyReaction(makePost(), 'celebrate')
    expect(post).toMatchObject({ reaction: 'celebrate', isLiked: true, engagement: { likes: 1 } })
    expect(post.reactions.celebrate).toBe(1)
  })

  it('takes the same reaction back', () => {
    const liked = makePost({
      reaction: 'like',
      isLiked: true,
      engagement: { ...makePost().engagement, likes: 3 },
      reactions: { like: 3, love: 0, celebrate: 0, insightful: 0, support: 0 },
    })
    const post = applyReaction(liked, 'like')
    expect(post).toMatchObject({ reaction: null, isLiked: false, engagement: { likes: 2 } })
    expect(post.reactions.like).toBe(2)
  })

  it('switches to another reaction without changing the total', () => {
    const liked = makePost({
      reaction: 'like',
      isLiked: true,
      engagement: { ...makePost().engagement, likes: 1 },
      reactions: { like: 1, love: 0, celebrate: 0, insightful: 0, support: 0 },
    })
    const post = applyReaction(liked, 'love')
    expect(post).toMatchObject({ reaction: 'love', isLiked: true, engagement: { likes: 1 } })
    expect(post.reactions).toMatchObject({ like: 0, love: 1 })
  })

  it("then takes the server's flags and counts", () => {
    const post = applyReactionResult(applyReaction(makePost(), 'like'), {
      liked: true,
      likesCount: 7,
      reaction: 'like',
      reactions: { like: 5, love: 2, celebrate: 0, insightful: 0, support: 0 },
    })
    expect(post).toMatchObject({ isLiked: true, reaction: 'like', engagement: { likes: 7 } })
    expect(post.reactions.love).toBe(2)
  })
})

describe('repost, bookmark and comment counts', () => {
  it('reposts once', () => {
    const post = applyRepost(makePost())
    expect(post).toMatchObject({ isReposted: true, engagement: { reposts: 1 } })
    expect(applyRepost(post)).toBe(post)
    expect(applyRepostResult(post, { reposted: true, repostsCount: 4 }).engagement.reposts).toBe(4)
  })

  it('toggles the bookmark', () => {
    const post = applyBookmark(makePost())
    expect(post.isBookmarked).toBe(true)
    expect(applyBookmark(post).isBookmarked).toBe(false)
    expect(applyBookmarkResult(post, { bookmarked: false }).isBookmarked).toBe(false)
  })

  it('never counts comments below zero', () => {
    expect(applyCommentDelta(makePost(), -1).engagement.comments).toBe(0)
    expect(applyCommentDelta(makePost(), 2).engagement.comments).toBe(2)
  })
})

describe('rollback', () => {
  it('restores only what the failed change touched', () => {
    const before = makePost()
    const optimistic = applyReaction(before, 'like')
    // Meanwhile a comment arrived and the post was bookmarked.
    const later = applyBookmark(applyCommentDelta(optimistic, 1))
    const restored = restoreFlags(later, before, 'reaction')
    expect(restored).toMatchObject({
      reaction: null,
      isLiked: false,
      isBookmarked: true,
      engagement: { likes: 0, comments: 1 },
    })
    expect(restored.reactions.like).toBe(0)
    expect(restoreFlags(applyRepost(before), before, 'repost')).toMatchObject({
      isReposted: false,
      engagement: { reposts: 0 },
    })
    expect(restoreFlags(applyBookmark(before), before, 'bookmark').isBookmarked).toBe(false)
  })

  it('runOptimistic applies at once, commits the answer, or rolls back and reports', async () => {
    let post = makePost()
    const steps = (request: () => Promise<{ liked: boolean; likesCount: number }>) => {
      const before = post
      const onError = vi.fn()
      return {
        onError,
        run: runOptimistic({
          apply: () => {
            post = applyReaction(post, 'like')
          },
          request,
          commit: (result) => {
            post = { ...post, engagement: { ...post.engagement, likes: result.likesCount } }
          },
          rollback: () => {
            post = restoreFlags(post, before, 'reaction')
          },
          onError,
        }),
      }
    }

    let resolve!: (value: { liked: boolean; likesCount: number }) => void
    const ok = steps(() => new Promise((done) => (resolve = done)))
    expect(post.isLiked).toBe(true)
    resolve({ liked: true, likesCount: 9 })
    expect(await ok.run).toBe(true)
    expect(post.engagement.likes).toBe(9)
    expect(ok.onError).not.toHaveBeenCalled()

    post = makePost()
    const failed = steps(() => Promise.reject(new Error('500: boom')))
    expect(post.isLiked).toBe(true)
    expect(await failed.run).toBe(false)
    expect(post).toMatchObject({ isLiked: false, reaction: null, engagement: { likes: 0 } })
    expect(failed.onError).toHaveBeenCalledOnce()
  })
})
