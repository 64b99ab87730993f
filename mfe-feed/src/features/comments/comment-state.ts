import type { Comment, CommentCounts, CommentReaction } from '../../api/feed/types'

/** How far replies (and the reply box) sit in from their comment: less on a phone, where width is short. */
export const REPLY_INDENT = { xs: 2, sm: 5 } as const

export const COMMENT_REACTION_OPTIONS: {
  type: CommentReaction
  label: string
  emoji: string
  count: keyof CommentCounts
}[] = [
  { type: 'like', label: 'Like', emoji: '👍', count: 'likesCount' },
  { type: 'celebrate', label: 'Celebrate', emoji: '🎉', count: 'celebrateCount' },
  { type: 'insightful', label: 'Insightful', emoji: '💡', count: 'insightfulCount' },
  { type: 'curious', label: 'Curious', emoji: '🤔', count: 'curiousCount' },
]

const COUNT_OF: Record<CommentReaction, 'likesCount' | 'celebrateCount' | 'insightfulCount' | 'curiousCount'> = {
  like: 'likesCount',
  celebrate: 'celebrateCount',
  insightful: 'insightfulCount',
  curious: 'curiousCount',
}

/** Same rule as posts: none → add, the same type → remove, another type → switch. */
export function applyCommentReaction(comment: Comment, type: CommentReaction): Comment {
  const next = { ...comment }
  if (comment.reaction === type) {
    next[COUNT_OF[type]] = Math.max(0, comment[COUNT_OF[type]] - 1)
    next.reaction = null
    return next
  }
  if (comment.reaction) next[COUNT_OF[comment.reaction]] = Math.max(0, comment[COUNT_OF[comment.reaction]] - 1)
  next[COUNT_OF[type]] = comment[COUNT_OF[type]] + 1
  next.reaction = type
  return next
}

export function applyCommentCounts(comment: Comment, counts: CommentCounts): Comment {
  return {
    ...comment,
    likesCount: counts.likesCount,
    celebrateCount: counts.celebrateCount,
    insightfulCount: counts.insightfulCount,
    curiousCount: counts.curiousCount,
    reaction: counts.reaction,
  }
}

export function restoreCommentReaction(comment: Comment, before: Comment): Comment {
  return applyCommentCounts(comment, before)
}

function byTime(a: Comment, b: Comment) {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export interface CommentThread {
  comment: Comment
  /** Every reply below this comment, at any depth, oldest first. */
  replies: Comment[]
}

/**
 * Top-level comments, oldest first, each with the replies below it (replies to replies included, in one level).
 * A reply whose parent is not in the list (hidden, deleted, or on a page not loaded) stands on its own.
 */
export function threadComments(comments: readonly Comment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]))
  const rootOf = (comment: Comment): Comment => {
    let current = comment
    const seen = new Set<string>()
    while (current.parentCommentId && byId.has(current.parentCommentId) && !seen.has(current.id)) {
      seen.add(current.id)
      current = byId.get(current.parentCommentId)!
    }
    return current
  }
  const threads = new Map<string, CommentThread>()
  const sorted = [...comments].sort(byTime)
  for (const comment of sorted) {
    const root = rootOf(comment)
    if (root.id === comment.id) threads.set(comment.id, { comment, replies: threads.get(comment.id)?.replies ?? [] })
  }
  for (const comment of sorted) {
    const root = rootOf(comment)
    if (root.id !== comment.id) threads.get(root.id)?.replies.push(comment)
  }
  return [...threads.values()]
}

/** The ids a permanent removal takes away: the comment and every reply below it. */
export function subtreeIds(comments: readonly Comment[], id: string): Set<string> {
  const ids = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const comment of comments) {
      if (comment.parentCommentId && ids.has(comment.parentCommentId) && !ids.has(comment.id)) {
        ids.add(comment.id)
        grew = true
      }
    }
  }
  return ids
}

export const COMMENT_MESSAGES = {
  addFailed: 'Failed to add comment. Please try again.',
  reactionFailed: 'Failed to add reaction.',
  updateFailed: 'Failed to update comment.',
  deleteFailed: 'Failed to delete comment.',
  loadFailed: 'Failed to load comments',
  permissionDenied: { title: 'Permission Denied', description: "You don't have permission to delete this comment." },
  alreadyReported: { title: 'Already Reported', description: 'You have already reported this comment.' },
  reportFailed: 'Failed to report comment. Please try again.',
  deleteConfirm:
    'If you wrote this comment, it is hidden from everyone and kept for moderators, who can restore it. ' +
    'If it is on your post, or you are an admin, it is removed permanently for everyone, with its replies.',
} as const
