import db from '@adonisjs/lucid/services/db'
import { rescore } from '#feed/repositories/rankings_repository'
import { lockComment } from '#feed/repositories/comments_repository'

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
        const now = new Date()
        await trx.from('post_comments').where('id', commentId).update({ deleted_at: now, updated_at: now })
      } else {
        const subtree = await trx.rawQuery(
          `WITH RECURSIVE subtree AS (
             SELECT id, (deleted_at IS NULL AND NOT is_hidden) AS visible FROM post_comments WHERE id = :commentId
             UNION ALL
             SELECT c.id, (c.deleted_at IS NULL AND NOT c.is_hidden) FROM post_comments c JOIN subtree s ON c.parent_comment_id = s.id
           )
           SELECT count(*) FILTER (WHERE visible) AS visible FROM subtree`,
          { commentId }
        )
        removedVisible = Number(subtree.rows[0].visible)
        await trx.from('post_comments').where('id', commentId).delete()
      }

      if (comment.parent_comment_id) {
        await trx.rawQuery(
          `UPDATE post_comments SET replies_count = greatest(0, replies_count - 1) WHERE id = :parentId`,
          { parentId: comment.parent_comment_id }
        )
      }
      await trx.rawQuery(
        `UPDATE posts SET comments_count = greatest(0, comments_count - :removed) WHERE id = :postId`,
        { postId: comment.post_id, removed: removedVisible }
      )
      await rescore(trx, comment.post_id)
    })
    return {
      success: true,
      mode,
      message: mode === 'permanent' ? 'Comment removed for everyone.' : 'Comment deleted.',
    }
  }
}
