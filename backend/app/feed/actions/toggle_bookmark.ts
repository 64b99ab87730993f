import db from '@adonisjs/lucid/services/db'
import { rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
import { lockVisiblePost } from '#feed/repositories/posts_repository'

/** Saves a post to the reader's bookmarks, or removes it (counted as saves). */
export default class ToggleBookmark {
  async handle(userId: string, postId: string) {
    return db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, userId)
      const added = await addInteraction(trx, postId, userId, 'bookmark')
      if (added) {
        await touchAffinity(trx, userId, post.author_id)
      } else {
        await trx.from('post_interactions').where({ post_id: postId, user_id: userId, type: 'bookmark' }).delete()
      }
      await trx.rawQuery(
        `UPDATE post_engagement SET saves = greatest(0, saves + :delta), updated_at = now() WHERE post_id = :postId`,
        { postId, delta: added ? 1 : -1 }
      )
      await rescore(trx, postId)
      return { bookmarked: added }
    })
  }
}
