import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CommentNotFoundException, PostNotFoundException } from '#feed/exceptions'
import type { ContentQuality } from '#feed/services/content_quality'

/*
| Building blocks of the feed's write transactions. Every write to a post's
| interactions, comments or counters first locks the post row, so the
| read-decide-write steps of concurrent requests run one after another and
| the counters stay exact (20 users liking at once → 20).
*/

export interface LockedPost {
  id: string
  author_id: string
  is_archived: boolean
}

/** Locks a post the reader can see (not deleted; archived only for its author), or 404. */
export async function lockVisiblePost(trx: TransactionClientContract, postId: string, readerId: string) {
  const result = await trx.rawQuery(
    `SELECT id, author_id, is_archived FROM posts
      WHERE id = :postId AND deleted_at IS NULL AND (NOT is_archived OR author_id = :readerId)
      FOR UPDATE`,
    { postId, readerId }
  )
  const post = result.rows[0] as LockedPost | undefined
  if (!post) throw new PostNotFoundException()
  return post
}

export interface LockedComment {
  id: string
  post_id: string
  author_id: string
  parent_comment_id: string | null
  is_visible: boolean
  post_author_id: string
}

/**
 * Locks a comment of a post the reader can see, and that post. A comment
 * that is deleted or hidden answers 404, unless `includeHidden`.
 */
export async function lockComment(
  trx: TransactionClientContract,
  commentId: string,
  readerId: string,
  options: { includeHidden?: boolean } = {}
) {
  const found = await trx.rawQuery(`SELECT post_id FROM post_comments WHERE id = :commentId`, { commentId })
  if (!found.rows.length) throw new CommentNotFoundException()
  let post: LockedPost
  try {
    post = await lockVisiblePost(trx, found.rows[0].post_id, readerId)
  } catch {
    throw new CommentNotFoundException()
  }
  const result = await trx.rawQuery(
    `SELECT id, post_id, author_id, parent_comment_id, (deleted_at IS NULL AND NOT is_hidden) AS is_visible
       FROM post_comments WHERE id = :commentId FOR UPDATE`,
    { commentId }
  )
  const comment = result.rows[0] as Omit<LockedComment, 'post_author_id'> | undefined
  if (!comment || (!comment.is_visible && !options.includeHidden)) throw new CommentNotFoundException()
  return { ...comment, post_author_id: post.author_id } as LockedComment
}

/**
 * Remembers that `userId` interacted with `authorId` (the intelligent
 * feed's relation to the author). Never for oneself.
 */
export async function touchAffinity(trx: TransactionClientContract, userId: string, authorId: string) {
  if (userId === authorId) return
  const now = new Date()
  await trx.rawQuery(
    `INSERT INTO feed_affinities (user_id, author_id, interactions, created_at, last_interaction_at)
     VALUES (:userId, :authorId, 1, :now, :now)
     ON CONFLICT (user_id, author_id)
     DO UPDATE SET interactions = feed_affinities.interactions + 1, last_interaction_at = EXCLUDED.last_interaction_at`,
    { userId, authorId, now }
  )
}

/** Adds an interaction unless it exists; true when it was added. */
export async function addInteraction(
  trx: TransactionClientContract,
  postId: string,
  userId: string,
  type: 'reaction' | 'repost' | 'bookmark' | 'share' | 'view',
  reaction: string | null = null
) {
  const now = new Date()
  const result = await trx.rawQuery(
    `INSERT INTO post_interactions (id, post_id, user_id, type, reaction, created_at, updated_at)
     VALUES (gen_random_uuid(), :postId, :userId, :type, :reaction, :now, :now)
     ON CONFLICT (post_id, user_id, type) DO NOTHING
     RETURNING id`,
    { postId, userId, type, reaction: reaction as string, now }
  )
  return result.rows.length > 0
}

/** Writes a post's quality row and copies its score into the ranking row. */
export async function saveQuality(trx: TransactionClientContract, postId: string, quality: ContentQuality) {
  const now = new Date()
  const row = {
    post_id: postId,
    has_image: quality.hasImage,
    has_video: quality.hasVideo,
    word_count: quality.wordCount,
    has_hashtags: quality.hasHashtags,
    professional_language: quality.professionalLanguage,
    grammar_score: quality.grammarScore,
    readability_score: quality.readabilityScore,
    moderation_score: quality.moderationScore,
    quality_score: quality.qualityScore,
    updated_at: now,
  }
  await trx.knexQuery().table('content_quality').insert(row).onConflict('post_id').merge()
  await trx.from('content_rankings').where('post_id', postId).update({ quality_score: quality.qualityScore })
}

