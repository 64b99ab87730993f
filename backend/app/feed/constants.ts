/*
| Limits, vocabularies and messages of the feed (part 1 §3–§5, §8; part 2 §5).
| Pure TypeScript without imports: the front ends import it through
| '@hireloop/backend/feed-constants' (shared-ui re-exports the vocabularies).
*/

export const BLOCK_TYPES = [
  'paragraph',
  'heading',
  'quote',
  'image',
  'video',
  'article',
  'job',
  'event',
  'achievement',
  'hashtag',
  'schedule',
  'divider',
] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

export const ACHIEVEMENT_TYPES = ['certification', 'award', 'milestone', 'promotion', 'education'] as const
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number]
export const SCHEDULE_TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const
export type ScheduleTimezone = (typeof SCHEDULE_TIMEZONES)[number]
export const ALIGNMENTS = ['left', 'center', 'right'] as const

/** The five post reactions (spec README decision); `like` when none is given. */
export const POST_REACTIONS = ['like', 'love', 'celebrate', 'insightful', 'support'] as const
export type PostReaction = (typeof POST_REACTIONS)[number]

/** Comment reactions (part 1 §2), plus `report` which files a report instead. */
export const COMMENT_REACTIONS = ['like', 'celebrate', 'insightful', 'curious'] as const
export type CommentReaction = (typeof COMMENT_REACTIONS)[number]

export const FEED_TYPES = ['intelligent', 'trending', 'recent'] as const
export type FeedType = (typeof FEED_TYPES)[number]

export const LIMITS = {
  blocksPerPost: 50,
  blocksPerArticle: 50,
  /** Plain text of a whole post. */
  postText: 40_000,
  text: 5000,
  headingText: 300,
  url: 2048,
  caption: 500,
  alt: 300,
  articleTitle: 200,
  articleSubtitle: 300,
  articleBody: 20_000,
  jobTitle: 100,
  company: 100,
  location: 100,
  salary: 100,
  jobDescription: 2000,
  jobRequirements: 1000,
  eventTitle: 200,
  eventLocation: 200,
  eventDescription: 2000,
  achievementTitle: 200,
  achievementDescription: 1000,
  hashtagsPerBlock: 30,
  hashtagLength: 50,
  /** Stored per post after extraction from every block. */
  hashtagsPerPost: 30,
  mentionsPerPost: 20,
  mentionLength: 50,
  comment: 3000,
  reportReason: 500,
  feedPageDefault: 20,
  feedPageMax: 50,
  trendingWindowDefault: 24,
  trendingWindowMax: 168,
  commentsPageDefault: 10,
  commentsPageMax: 50,
  deletedCommentsPageDefault: 20,
} as const

export const MESSAGES = {
  emptyPost: 'Please add some content before publishing.',
  postTooLong: `Your post is too long (at most ${LIMITS.postText} characters of text).`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  parentNotFound: 'The comment you are replying to does not exist on this post.',
  alreadyReportedPost: 'You have already reported this post.',
  alreadyReportedComment: 'You have already reported this comment.',
  notPostOwner: 'Only the author of this post can do that.',
  notCommentAuthor: 'You can only edit your own comments.',
  permissionDenied: 'Permission Denied',
  deleteCommentDenied: "You don't have permission to delete this comment.",
  invalidCursor: 'Invalid cursor',
  /** Same words as moderation's; the feed keeps its own constant (modules do not import each other's). */
  adminsOnly: 'Admins only',
  commentRestored: 'Comment restored.',
} as const
