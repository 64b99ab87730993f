import type { Comment } from '../../api/feed/types'
import { describe, expect, it } from 'vitest'
import { makeComment } from '../../test/make-comment'
import { applyCommentCounts, applyCommentReaction, subtreeIds, threadComments } from './comment-state'

/** Comment `id` (its text too), under `parentCommentId`, written `minute` minutes into 2026. */
function comment(
  id: string,
  parentCommentId: string | null,
  minute: number,
  overrides: Partial<Comment> = {}
): Comment {
  const at = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
  return makeComment({ id, postId: 'p', content: id, parentCommentId, createdAt: at, updatedAt: at, ...overrides })
}

describe('threadComments', () => {
  it('puts replies (at any depth) under their top-level comment, oldest first', () => {
    const threads = threadComments([
      comment('b', null, 2),
      comment('a', null, 1),
      comment('a2', 'a', 5),
      comment('a1', 'a', 3),
      comment('a1x', 'a1', 4),
      comment('orphan', 'gone', 6),
    ])
    expect(threads.map((thread) => [thread.comment.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['a', ['a1', 'a1x', 'a2']],
      ['b', []],
      ['orphan', []],
    ])
  })
})

describe('comment reactions', () => {
  it('adds, switches and takes back', () => {
    const liked = applyCommentReaction(comment('c', null, 1), 'like')
    expect(liked).toMatchObject({ reaction: 'like', likesCount: 1 })
    const curious = applyCommentReaction(liked, 'curious')
    expect(curious).toMatchObject({ reaction: 'curious', likesCount: 0, curiousCount: 1 })
    expect(applyCommentReaction(curious, 'curious')).toMatchObject({ reaction: null, curiousCount: 0 })
  })

  it("takes the server's counts", () => {
    const result = applyCommentCounts(comment('c', null, 1), {
      likesCount: 2,
      celebrateCount: 1,
      insightfulCount: 0,
      curiousCount: 3,
      reaction: 'celebrate',
    })
    expect(result).toMatchObject({ likesCount: 2, celebrateCount: 1, curiousCount: 3, reaction: 'celebrate' })
  })
})

describe('subtreeIds', () => {
  it('is the comment and every reply below it', () => {
    const list = [comment('a', null, 1), comment('b', 'a', 2), comment('c', 'b', 3), comment('d', null, 4)]
    expect([...subtreeIds(list, 'a')].sort()).toEqual(['a', 'b', 'c'])
    expect([...subtreeIds(list, 'd')]).toEqual(['d'])
  })
})
