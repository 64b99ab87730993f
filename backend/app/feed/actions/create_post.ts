import db from '@adonisjs/lucid/services/db'
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

    return db.transaction(async (trx) => {
      const post = await insertPost(trx, author.id, normalized)
      await insertRankingRows(trx, { id: post.id, authorId: author.id, createdAt: post.createdAt.toJSDate() }, quality)
      await saveQuality(trx, post.id, quality)
      await rescore(trx, post.id)
      return post
    })
  }
}
