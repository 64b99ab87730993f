import db from '@adonisjs/lucid/services/db'
import type { PostShareAnswer } from '#feed/contract'
import { rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
import { lockVisiblePost } from '#feed/repositories/posts_repository'

/**
 * A share from the share menu. sharesCount counts the people who shared
 * (sharing the same post to several places counts once).
 */
export default class SharePost {
  async handle(userId: string, postId: string): Promise<PostShareAnswer> {
    return db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, userId)
      if (await addInteraction(trx, postId, userId, 'share')) {
        await trx.from('posts').where('id', postId).increment('shares_count', 1)
        await touchAffinity(trx, userId, post.author_id)
        await rescore(trx, postId)
      }
      const row = await trx.from('posts').where('id', postId).select('shares_count').firstOrFail()
      return { sharesCount: row.shares_count as number, message: 'Post shared' }
    })
  }
}
