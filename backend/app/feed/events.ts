/*
| Typed events the feed emits, after its transaction has committed. Other
| modules listen (notifications writes its rows; moderation will read
| reports); they never call the feed's actions. Payloads carry everything
| a listener needs, so listeners do not read the feed's tables.
*/
import type { CommentReaction, PostReaction } from '#feed/constants'
import type { NormalizedPost } from '#feed/rules/blocks'

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
  /** The whole text (moderation screens it). */
  content: string
}

/** A comment's author changed its text (moderation screens it again). */
export interface CommentEdited {
  commentId: string
  authorId: string
  content: string
}

/** A post was published, or its author edited it: its text and first image as they are now (moderation screens them). */
export interface PostPublished {
  postId: string
  authorId: string
  content: string
  imageUrl: string | null
  edited: boolean
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
    'feed:post_published': PostPublished
    'feed:comment_edited': CommentEdited
    'feed:comment_liked': CommentLiked
    'feed:post_deleted': PostDeleted
    'feed:content_reported': ContentReported
  }
}

/** What moderation's screening reads of a post just published or edited. */
export function publishedEvent(postId: string, authorId: string, post: NormalizedPost, edited: boolean): PostPublished {
  const image = post.mediaFiles.find((file) => file.type === 'image')
  return { postId, authorId, content: post.content, imageUrl: image?.url ?? null, edited }
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
