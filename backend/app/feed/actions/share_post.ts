import db from '@adonisjs/lucid/services/db'
import type { PostShareAnswer } from '#feed/contract'
import { rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
import { incrementPostCounter, lockVisiblePost, postCounter } from '#feed/repositories/posts_repository'

/**
 * A share from the share menu. sharesCount counts the people who shared
 * (sharing the same post to several places counts once).
 */
export default class SharePost {
  async handle(userId: string, postId: string): Promise<PostShareAnswer> {
    return db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, userId)
      if (await addInteraction(trx, postId, userId, 'share')) {
        await incrementPostCounter(trx, postId, 'shares_count')
        await touchAffinity(trx, userId, post.author_id)
        await rescore(trx, postId)
      }
      return { sharesCount: await postCounter(trx, postId, 'shares_count'), message: 'Post shared' }
    })
  }
}
