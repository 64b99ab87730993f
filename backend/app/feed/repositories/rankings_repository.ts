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
