import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { publishedEvent } from '#feed/rules/event_payloads'
import type User from '#shared/models/user'
import { normalizePost, type BlockInput } from '#feed/rules/blocks'
import { computeContentQuality } from '#feed/rules/content_quality'
import { insertPost } from '#feed/repositories/posts_repository'
import { insertRankingRows, rescore, saveQuality } from '#feed/repositories/rankings_repository'

/**
 * Publishes a post: normalised blocks and what is derived from them, its
 * quality signals, engagement row and ranking row, in one transaction.
 */
export default class CreatePost {
  async handle(author: User, blocks: BlockInput[]) {
    const normalized = normalizePost(blocks)
    const quality = computeContentQuality(normalized)

    const post = await db.transaction(async (trx) => {
      const inserted = await insertPost(trx, author.id, normalized)
      await insertRankingRows(
        trx,
        { id: inserted.id, authorId: author.id, createdAt: inserted.createdAt.toJSDate() },
        quality
      )
      await saveQuality(trx, inserted.id, quality)
      await rescore(trx, inserted.id)
      return inserted
    })
    await emitter.emit('feed:post_published', publishedEvent(post.id, author.id, normalized, false))
    return post
  }
}
