import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ContentQuality } from '#feed/rules/content_quality'
import { ENGAGEMENT_SQL, finalScoreSql, freshnessScore } from '#feed/rules/ranking'

/*
| The rows the feed ranks posts by (post_engagement, content_quality,
| content_rankings), written in the transaction that changes the post or
| its counters. The formulas are the pure rules of #feed/rules/ranking.
*/

/** A new post's engagement and ranking rows. */
export async function insertRankingRows(
  trx: TransactionClientContract,
  post: { id: string; authorId: string; createdAt: Date },
  quality: ContentQuality
) {
  const { id, authorId, createdAt } = post
  await trx.insertQuery().table('post_engagement').insert({ post_id: id, views: 0, saves: 0, updated_at: createdAt })
  await trx
    .insertQuery()
    .table('content_rankings')
    .insert({
      post_id: id,
      author_id: authorId,
      created_at: createdAt,
      is_visible: true,
      freshness_score: freshnessScore(createdAt),
      engagement_score: 0,
      quality_score: quality.qualityScore,
      final_score: freshnessScore(createdAt),
      updated_at: createdAt,
    })
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

/**
 * Recomputes a post's engagement and final score from its counters. Runs in
 * the transaction that changed them (the post row is locked there).
 */
export async function rescore(trx: TransactionClientContract, postId: string) {
  await trx.rawQuery(
    `UPDATE content_rankings r
        SET engagement_score = s.engagement,
            final_score = ${finalScoreSql('s.engagement')},
            updated_at = now()
       FROM (SELECT ${ENGAGEMENT_SQL} AS engagement
               FROM posts p LEFT JOIN post_engagement pe ON pe.post_id = p.id
              WHERE p.id = :postId) s
      WHERE r.post_id = :postId`,
    { postId }
  )
}

/**
 * Takes an archived post out of the ranked feed, or puts it back. A post
 * hidden by moderation stays out when its author brings it back.
 */
export async function rankArchivedPost(trx: TransactionClientContract, postId: string, isArchived: boolean, now: Date) {
  await trx.rawQuery(
    `UPDATE content_rankings SET is_visible = :visible AND NOT (SELECT is_hidden FROM posts WHERE id = :postId), updated_at = :now
      WHERE post_id = :postId`,
    { visible: !isArchived, postId, now }
  )
}

/** Takes a deleted post out of the ranked feed. */
export async function unrankDeletedPost(trx: TransactionClientContract, postId: string, now: Date) {
  await trx.from('content_rankings').where('post_id', postId).update({ is_visible: false, updated_at: now })
}

/** Copies a post's visibility (not hidden, archived or deleted) onto its ranking row. */
export async function syncRankingVisibility(trx: TransactionClientContract, postId: string, now: Date) {
  await trx.rawQuery(
    `UPDATE content_rankings r SET is_visible = NOT p.is_hidden AND NOT p.is_archived AND p.deleted_at IS NULL,
            updated_at = :now
       FROM posts p WHERE p.id = r.post_id AND r.post_id = :postId`,
    { postId, now }
  )
}

/** Counts one more unique viewer of a post. */
export async function countPostView(trx: TransactionClientContract, postId: string) {
  await trx.from('post_engagement').where('post_id', postId).increment('views', 1)
}

/** Adds one save of a post (a bookmark), or takes one off, never below zero. */
export async function changePostSaves(trx: TransactionClientContract, postId: string, delta: 1 | -1) {
  await trx.rawQuery(
    `UPDATE post_engagement SET saves = greatest(0, saves + :delta), updated_at = now() WHERE post_id = :postId`,
    { postId, delta }
  )
}
