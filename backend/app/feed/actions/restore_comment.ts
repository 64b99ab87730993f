import db from '@adonisjs/lucid/services/db'
import { rescore } from '#feed/repositories/rankings_repository'
import { incrementPostCounter } from '#feed/repositories/posts_repository'
import { incrementRepliesCount, lockDeletedComment, undeleteComment } from '#feed/repositories/comments_repository'

/**
 * Part 1 §6 "Comment deletion": a moderator restores a comment its author
 * soft-deleted. The reverse of DeleteComment's soft mode: deleted_at goes
 * back to null and, when the comment is visible again (not hidden by
 * moderation), it counts again in the post's commentsCount and, for a
 * reply, in its parent's repliesCount; the post is rescored.
 */
export default class RestoreComment {
  async handle(commentId: string) {
    await db.transaction(async (trx) => {
      const comment = await lockDeletedComment(trx, commentId)
      await undeleteComment(trx, commentId, new Date())
      if (comment.is_hidden) return

      if (comment.parent_comment_id) await incrementRepliesCount(trx, comment.parent_comment_id)
      await incrementPostCounter(trx, comment.post_id, 'comments_count')
      await rescore(trx, comment.post_id)
    })
  }
}
