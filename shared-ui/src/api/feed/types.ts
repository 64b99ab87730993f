/**
 * Answer shapes of the feed API (backend/app/feed transformers, part 1 §3). Defined once here for every front end.
 */

import type {
  AchievementType,
  BlockType,
  CommentReaction,
  PostReaction,
  ScheduleTimezone,
} from '@hireloop/backend/feed-constants'

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

export interface PostAuthor {
  id: string
  name: string
  avatar: string | null
  profileImage: string | null
  userType: 'candidate' | 'employer' | 'admin'
  verified: boolean
  headline: string
}

export interface PostMedia {
  type: 'job' | 'link' | 'image' | 'video'
  url: string | null
  title: string | null
  description: string | null
  preview: string | null
}

export interface PostMediaFile {
  type: 'image' | 'video'
  url: string
  caption: string | null
  alt: string | null
}

export interface PostEngagement {
  likes: number
  comments: number
  reposts: number
  shares: number
  views: number
}

export interface Post {
  id: string
  authorId: string
  /** Plain text of every block, for previews and share texts. */
  content: string
  blocks: PostBlock[]
  hashtags: string[]
  mentions: string[]
  author: PostAuthor
  timestamp: string
  createdAt: string
  updatedAt: string
  editedAt: string | null
  media: PostMedia | null
  mediaFiles: PostMediaFile[]
  engagement: PostEngagement
  /** Counts per reaction type; `engagement.likes` is their sum. */
  reactions: Record<PostReaction, number>
  /** The reader's own reaction. */
  reaction: PostReaction | null
  isLiked: boolean
  isBookmarked: boolean
  isReposted: boolean
  isOwner: boolean
  isArchived: boolean
  isSponsored: boolean
  isTrending: boolean
  isHot: boolean
}

/** Keyset pages of GET /api/posts (and bookmarks, archived). */
export interface PostPage {
  posts: Post[]
  nextCursor: string | null
  hasMore: boolean
}

export interface LikeResponse {
  liked: boolean
  likesCount: number
  reaction: PostReaction | null
  reactions: Record<PostReaction, number>
}

export interface RepostResponse {
  reposted: boolean
  repostsCount: number
}

export interface ShareResponse {
  sharesCount: number
  message: string
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

export interface CommentAuthor {
  id: string
  name: string
  avatar: string | null
  profileImage: string | null
  userType: 'candidate' | 'employer' | 'admin'
  verified: boolean
}

export interface Comment {
  id: string
  postId: string
  content: string
  authorId: string
  author: CommentAuthor
  parentCommentId: string | null
  createdAt: string
  updatedAt: string
  isEdited: boolean
  editedAt: string | null
  likesCount: number
  celebrateCount: number
  insightfulCount: number
  curiousCount: number
  repliesCount: number
  /** The reader's own reaction. */
  reaction: CommentReaction | null
  isOwner: boolean
}

export interface CommentPage {
  comments: Comment[]
  hasMore: boolean
  nextCursor: string | null
}

export interface CommentCounts {
  likesCount: number
  celebrateCount: number
  insightfulCount: number
  curiousCount: number
  reaction: CommentReaction | null
}

export interface DeleteCommentResponse {
  success: boolean
  /** `soft` when the comment's author hid it, `permanent` when the post's author or an admin removed it. */
  mode: 'soft' | 'permanent'
  message: string
}
