import db from '@adonisjs/lucid/services/db'
import { lockVisiblePost, setPostArchived } from '#feed/repositories/posts_repository'
import { rankArchivedPost } from '#feed/repositories/rankings_repository'

/** Hides a post from everyone but its author, or brings it back (part 1 §4 "Post"). */
export default class ArchivePost {
  async handle(postId: string, ownerId: string, isArchived: boolean) {
    await db.transaction(async (trx) => {
      await lockVisiblePost(trx, postId, ownerId)
      const now = new Date()
      await setPostArchived(trx, postId, isArchived, now)
      await rankArchivedPost(trx, postId, isArchived, now)
    })
    return {
      isArchived,
      message: isArchived ? 'Post archived. Only you can see it now.' : 'Post restored to the feed.',
    }
  }
}
