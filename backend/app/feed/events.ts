/*
| Typed events the feed emits, after its transaction has committed. Other
| modules listen (notifications writes its rows; moderation will read
| reports); they never call the feed's actions. Payloads carry everything
| a listener needs, so listeners do not read the feed's tables.
*/
import type { CommentReaction, PostReaction } from '#feed/constants'

export interface Actor {
  id: string
  name: string
}

/** Someone added a reaction to a post (not on switching or removing one). */
export interface PostLiked {
  postId: string
  postAuthorId: string
  actor: Actor
  reaction: PostReaction
}

export interface CommentCreated {
  commentId: string
  postId: string
  postAuthorId: string
  parentCommentId: string | null
  /** Author of the comment replied to, when this is a reply. */
  parentAuthorId: string | null
  actor: Actor
  excerpt: string
}

/** Someone added a reaction to a comment (not on switching or removing one). */
export interface CommentLiked {
  commentId: string
  postId: string
  commentAuthorId: string
  actor: Actor
  reaction: CommentReaction
}

export interface PostDeleted {
  postId: string
  authorId: string
}

/** A post or comment was reported (a row in content_reports, status 'pending'). */
export interface ContentReported {
  reportId: string
  contentType: 'post' | 'comment'
  contentId: string
  contentAuthorId: string
  reporterId: string
  reason: string | null
  /** The reported text as it is now, and its image if any (for the moderation queue). */
  content: string
  imageUrl: string | null
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'feed:post_liked': PostLiked
    'feed:comment_created': CommentCreated
    'feed:comment_liked': CommentLiked
    'feed:post_deleted': PostDeleted
    'feed:content_reported': ContentReported
  }
}

/** A short quote of a text for notifications. */
export function excerpt(text: string, length = 80) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}

/** The feed's hook for job blocks: a jobs module provides how a job is shown (see job_links.ts). */
export { provideJobResolver, type JobResolver, type SharedJob } from '#feed/job_links'

// The feed's listeners (moderation's decisions); they register only when the feed is on.
import '#feed/listeners'
