import db from '@adonisjs/lucid/services/db'
import { changePostSaves, rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, removeInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
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
        await removeInteraction(trx, postId, userId, 'bookmark')
      }
      await changePostSaves(trx, postId, added ? 1 : -1)
      await rescore(trx, postId)
      return { bookmarked: added }
    })
  }
}
