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
      // A post hidden by moderation stays out of the feed when its author brings it back from the archive.
      await trx.rawQuery(
        `UPDATE content_rankings SET is_visible = :visible AND NOT (SELECT is_hidden FROM posts WHERE id = :postId), updated_at = :now
          WHERE post_id = :postId`,
        { visible: !isArchived, postId, now }
      )
    })
    return {
      isArchived,
      message: isArchived ? 'Post archived. Only you can see it now.' : 'Post restored to the feed.',
    }
  }
}
