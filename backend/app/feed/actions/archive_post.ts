import db from '@adonisjs/lucid/services/db'
import { lockVisiblePost } from '#feed/repositories/posts_repository'

/** Hides a post from everyone but its author, or brings it back (part 1 §4 "Post"). */
export default class ArchivePost {
  async handle(postId: string, ownerId: string, isArchived: boolean) {
    await db.transaction(async (trx) => {
      await lockVisiblePost(trx, postId, ownerId)
      const now = new Date()
      await trx
        .from('posts')
        .where('id', postId)
        .update({ is_archived: isArchived, archived_at: isArchived ? now : null, updated_at: now })
      await trx.from('content_rankings').where('post_id', postId).update({ is_visible: !isArchived, updated_at: now })
    })
    return {
      isArchived,
      message: isArchived ? 'Post archived. Only you can see it now.' : 'Post restored to the feed.',
    }
  }
}
