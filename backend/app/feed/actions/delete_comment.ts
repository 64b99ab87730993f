import db from '@adonisjs/lucid/services/db'
import { rescore } from '#feed/repositories/rankings_repository'
import { decrementCommentsCount } from '#feed/repositories/posts_repository'
import {
  countVisibleInThread,
  decrementRepliesCount,
  deleteComment,
  lockComment,
  softDeleteComment,
} from '#feed/repositories/comments_repository'

/**
 * Part 1 §6 "Comment deletion". `soft` (the comment's author): hidden for
 * everyone, kept for moderators to restore. `permanent` (the post's author
 * or an admin): the comment and its replies are removed. Counts follow:
 * commentsCount is the number of visible comments and replies of the post,
 * repliesCount the number of visible direct replies.
 */
export default class DeleteComment {
  async handle(commentId: string, actorId: string, mode: 'soft' | 'permanent') {
    await db.transaction(async (trx) => {
      const comment = await lockComment(trx, commentId, actorId)
      let removedVisible = 1

      if (mode === 'soft') {
        await softDeleteComment(trx, commentId, new Date())
      } else {
        removedVisible = await countVisibleInThread(trx, commentId)
        await deleteComment(trx, commentId)
      }

      if (comment.parent_comment_id) await decrementRepliesCount(trx, comment.parent_comment_id)
      await decrementCommentsCount(trx, comment.post_id, removedVisible)
      await rescore(trx, comment.post_id)
    })
    return {
      success: true,
      mode,
      message: mode === 'permanent' ? 'Comment removed for everyone.' : 'Comment deleted.',
    }
  }
}
