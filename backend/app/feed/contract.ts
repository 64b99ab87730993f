/*
| The feed's contract, what other modules may import from it: the events it
| emits after its transaction has committed (notifications writes its rows,
| moderation screens and queues) and the port it needs. Payloads carry
| everything a listener needs, so listeners do not read the feed's tables.
| Types only: importing it runs nothing.
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

/** The fields a job block shows, as the jobs module formats them. */
export interface SharedJob {
  id: string
  jobTitle: string
  company: string
  location: string
  salary: string
  description: string
}

export type JobResolver = (jobId: string, readerId: string) => Promise<SharedJob | null>

declare global {
  interface HireloopPorts {
    /** How a job is shown in a job block (the jobs module); without it a job block is plain text. */
    'jobs:shared-job': JobResolver
  }
}

/** POST /api/posts/{id}/like → the reader's reaction and the post's counts. */
export interface PostLikeAnswer {
  liked: boolean
  likesCount: number
  reaction: PostReaction | null
  reactions: Record<PostReaction, number>
}

/** POST /api/posts/{id}/share → the post's share count. */
export interface PostShareAnswer {
  sharesCount: number
  message: string
}
