import db from '@adonisjs/lucid/services/db'
import type User from '#shared/models/user'
import Post from '#feed/models/post'
import { normalizePost, type BlockInput } from '#feed/services/blocks'
import { computeContentQuality } from '#feed/services/content_quality'
import { freshnessScore, rescore } from '#feed/services/ranking'
import { saveQuality } from '#feed/services/writes'

/**
 * Publishes a post: normalised blocks and what is derived from them, its
 * quality signals, engagement row and ranking row, in one transaction.
 */
export default class CreatePost {
  async handle(author: User, blocks: BlockInput[]) {
    const normalized = normalizePost(blocks)
    const quality = computeContentQuality(normalized)

    return db.transaction(async (trx) => {
      const post = new Post()
      post.useTransaction(trx)
      post.fill({
        authorId: author.id,
        blocks: normalized.blocks,
        content: normalized.content,
        hashtags: normalized.hashtags,
        mentions: normalized.mentions,
        mediaType: normalized.media?.type ?? null,
        mediaUrl: normalized.media?.url ?? null,
        mediaPreview: normalized.media?.preview ?? null,
        mediaTitle: normalized.media?.title ?? null,
        mediaDescription: normalized.media?.description ?? null,
        mediaFiles: normalized.mediaFiles,
      })
      await post.save()

      const createdAt = post.createdAt.toJSDate()
      await trx.insertQuery().table('post_engagement').insert({ post_id: post.id, views: 0, saves: 0, updated_at: createdAt })
      await trx.insertQuery().table('content_rankings').insert({
        post_id: post.id,
        author_id: author.id,
        created_at: createdAt,
        is_visible: true,
        freshness_score: freshnessScore(createdAt),
        engagement_score: 0,
        quality_score: quality.qualityScore,
        final_score: freshnessScore(createdAt),
        updated_at: createdAt,
      })
      await saveQuality(trx, post.id, quality)
      await rescore(trx, post.id)
      return post
    })
  }
}
