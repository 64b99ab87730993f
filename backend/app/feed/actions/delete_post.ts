import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { lockVisiblePost, softDeletePost } from '#feed/repositories/posts_repository'
import { unrankDeletedPost } from '#feed/repositories/rankings_repository'

/**
 * Deletes a post for good as far as users can tell: it leaves every feed
 * and list and answers 404. The row stays as a tombstone (deleted_at) for
 * the reports that point at it.
 */
export default class DeletePost {
  async handle(postId: string, ownerId: string) {
    await db.transaction(async (trx) => {
      await lockVisiblePost(trx, postId, ownerId)
      const now = new Date()
      await softDeletePost(trx, postId, now)
      await unrankDeletedPost(trx, postId, now)
    })
    await emitter.emit('feed:post_deleted', { postId, authorId: ownerId })
    return { message: 'Post deleted' }
  }
}
