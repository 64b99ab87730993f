import db from '@adonisjs/lucid/services/db'
import { rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
import { incrementPostCounter, lockVisiblePost, postCounter } from '#feed/repositories/posts_repository'

/**
 * A user reposts a post once (part 1 §4: the button is disabled after).
 * Repeating is idempotent: it answers the same, and counts nothing twice.
 */
export default class RepostPost {
  async handle(userId: string, postId: string) {
    return db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, userId)
      if (await addInteraction(trx, postId, userId, 'repost')) {
        await incrementPostCounter(trx, postId, 'reposts_count')
        await touchAffinity(trx, userId, post.author_id)
        await rescore(trx, postId)
      }
      return { reposted: true, repostsCount: await postCounter(trx, postId, 'reposts_count') }
    })
  }
}
