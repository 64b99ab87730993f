/**
 * Answer shapes of the feed API (part 1 §3): the backend transformers' types, plus the answers of single actions.
 */

import type { CommentJson, PostJson } from '@hireloop/backend/api-types/feed'

export type { PostLikeAnswer as LikeResponse, PostShareAnswer as ShareResponse } from '@hireloop/backend/api-types/feed'
import type { AchievementType, BlockType, ScheduleTimezone } from '@hireloop/backend/feed-constants'

// The vocabularies are the server's own (backend/app/feed/constants.ts), so both sides always agree.
export {
  ACHIEVEMENT_TYPES,
  BLOCK_TYPES,
  COMMENT_REACTIONS,
  FEED_TYPES,
  POST_REACTIONS,
  SCHEDULE_TIMEZONES,
  type AchievementType,
  type BlockType,
  type CommentReaction,
  type FeedType,
  type PostReaction,
  type ScheduleTimezone,
} from '@hireloop/backend/feed-constants'

/** Content fields by block type (part 1 §3 "Post block"). Every field is optional while composing. */
export interface BlockContentByType {
  paragraph: { text?: string }
  quote: { text?: string }
  heading: { text?: string; level?: number }
  image: { url?: string; caption?: string; alt?: string }
  video: { url?: string; caption?: string }
  article: { title?: string; subtitle?: string; body?: string | PostBlock[] }
  job: {
    /** Set by the server when the block is a real job (a job shared from the jobs area). */
    jobId?: string
    jobTitle?: string
    company?: string
    location?: string
    salary?: string
    description?: string
    requirements?: string
  }
  event: {
    eventTitle?: string
    eventDate?: string
    eventTime?: string
    eventLocation?: string
    eventDescription?: string
  }
  achievement: {
    achievementTitle?: string
    achievementDescription?: string
    achievementDate?: string
    achievementType?: AchievementType
  }
  hashtag: { hashtags?: string[] }
  schedule: { scheduledDate?: string; scheduledTime?: string; timezone?: ScheduleTimezone }
  divider: Record<string, never>
}

export type PostBlockOf<T extends BlockType> = {
  /** 21 random characters (part 1 §9). */
  id: string
  type: T
  content: BlockContentByType[T]
  alignment?: 'left' | 'center' | 'right'
}

export type PostBlock = { [T in BlockType]: PostBlockOf<T> }[BlockType]

/** A post as the feed endpoints answer it (the backend transformer's type). The server keeps each block's content as
 * an open record; the front end reads it by block type (every field optional, as while composing). */
export type Post = Omit<PostJson, 'blocks'> & { blocks: PostBlock[] }
export type PostAuthor = Post['author']
export type PostMedia = NonNullable<Post['media']>
export type PostMediaFile = Post['mediaFiles'][number]
export type PostEngagement = Post['engagement']

/** Keyset pages of GET /api/posts (and bookmarks, archived). */
export interface PostPage {
  posts: Post[]
  nextCursor: string | null
  hasMore: boolean
}

export interface RepostResponse {
  reposted: boolean
  repostsCount: number
}

export interface BookmarkResponse {
  bookmarked: boolean
}

export interface ArchiveResponse {
  isArchived: boolean
  message: string
}

export interface MessageResponse {
  message: string
}

/** A comment as the comment endpoints answer it (the backend transformer's type). */
export type Comment = CommentJson
export type CommentAuthor = Comment['author']

export interface CommentPage {
  comments: Comment[]
  hasMore: boolean
  nextCursor: string | null
}

/** What a comment reaction answers: the comment's counts and the reader's reaction, as the comment carries them. */
export type CommentCounts = Pick<
  CommentJson,
  'likesCount' | 'celebrateCount' | 'insightfulCount' | 'curiousCount' | 'reaction'
>

export interface DeleteCommentResponse {
  success: boolean
  /** `soft` when the comment's author hid it, `permanent` when the post's author or an admin removed it. */
  mode: 'soft' | 'permanent'
  message: string
}
