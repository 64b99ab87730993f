import { POST_REACTIONS, type PostReaction } from '#feed/constants'
import { RANKING } from '#feed/rules/ranking'
import type { Block, MediaFile, PostMedia } from '#feed/rules/blocks'
import { transformAuthor, type AuthorColumns } from '#feed/transformers/author_transformer'
import { createdAndUpdated } from '#shared/transformers/dates'

/** A row of queries/hydrate.ts: a post with its author and the reader's own flags. */
export interface PostRow extends AuthorColumns {
  id: string
  blocks: Block[]
  content: string
  hashtags: string[]
  mentions: string[]
  media_type: PostMedia['type'] | null
  media_url: string | null
  media_preview: string | null
  media_title: string | null
  media_description: string | null
  media_files: MediaFile[]
  is_sponsored: boolean
  is_archived: boolean
  is_hidden: boolean
  held_reason: string | null
  likes_count: number
  comments_count: number
  reposts_count: number
  shares_count: number
  reaction_counts: Partial<Record<PostReaction, number>>
  created_at: Date
  updated_at: Date
  edited_at: Date | null
  author_headline: string | null
  author_location: string | null
  views: number
  saves: number
  engagement_score: number
  reaction: PostReaction | null
  reposted: boolean
  bookmarked: boolean
}

const USER_TYPE_LABELS = { candidate: 'Candidate', employer: 'Employer', admin: 'Hireloop team' } as const

/**
 * The headline under an author's name: their own when they wrote one,
 * otherwise what the profile says about them (role and location).
 */
export function authorHeadline(row: {
  headline: string | null
  userType: keyof typeof USER_TYPE_LABELS
  location: string | null
}) {
  if (row.headline?.trim()) return row.headline.trim()
  return [USER_TYPE_LABELS[row.userType] ?? null, row.location].filter(Boolean).join(' · ')
}

function media(row: PostRow): PostMedia | null {
  if (!row.media_type) return null
  return {
    type: row.media_type,
    url: row.media_url,
    title: row.media_title,
    description: row.media_description,
    preview: row.media_preview,
  }
}

/** The Post of part 1 §3 as every feed endpoint answers it. */
export function transformPost(row: PostRow, readerId: string, now = Date.now()) {
  const ageHours = (now - row.created_at.getTime()) / 3_600_000
  const engagement = Number(row.engagement_score)
  const reactions = {} as Record<PostReaction, number>
  for (const type of POST_REACTIONS) reactions[type] = Number(row.reaction_counts?.[type] ?? 0)
  const { createdAt, updatedAt } = createdAndUpdated(row.created_at, row.updated_at)
  return {
    id: row.id,
    authorId: row.author_id,
    content: row.content,
    blocks: row.blocks,
    hashtags: row.hashtags,
    mentions: row.mentions,
    author: {
      ...transformAuthor(row),
      headline: authorHeadline({
        headline: row.author_headline,
        userType: row.author_user_type,
        location: row.author_location,
      }),
    },
    timestamp: createdAt,
    createdAt,
    updatedAt,
    editedAt: row.edited_at?.toISOString() ?? null,
    media: media(row),
    mediaFiles: row.media_files,
    engagement: {
      likes: row.likes_count,
      comments: row.comments_count,
      reposts: row.reposts_count,
      shares: row.shares_count,
      views: Number(row.views),
    },
    reactions,
    reaction: row.reaction,
    isLiked: row.reaction !== null,
    isBookmarked: row.bookmarked,
    isReposted: row.reposted,
    isOwner: row.author_id === readerId,
    isArchived: row.is_archived,
    /**
     * Hidden by moderation (held by the automatic screening until an admin reviews it, or removed): only its author
     * reads such a post, and is told so.
     */
    isHidden: row.is_hidden,
    /** Why, in the guidelines' words ('Job scams'): for its author only, and only while hidden. */
    heldReason: row.is_hidden && row.author_id === readerId ? row.held_reason : null,
    isSponsored: row.is_sponsored,
    isTrending: ageHours <= RANKING.trendingBadge.withinHours && engagement >= RANKING.trendingBadge.minEngagement,
    isHot: ageHours <= RANKING.hotBadge.withinHours && engagement >= RANKING.hotBadge.minEngagement,
  }
}

export type PostJson = ReturnType<typeof transformPost>
