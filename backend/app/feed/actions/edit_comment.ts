import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { extractMentions } from '#feed/rules/blocks'
import { lockComment } from '#feed/repositories/comments_repository'

/** Changes a comment's text (its author only: CommentPolicy) and marks it edited. */
export default class EditComment {
  async handle(commentId: string, editorId: string, content: string) {
    await db.transaction(async (trx) => {
      await lockComment(trx, commentId, editorId)
      const now = new Date()
      await trx
        .from('post_comments')
        .where('id', commentId)
        .update({
          content,
          mentions: JSON.stringify(extractMentions(content)),
          is_edited: true,
          edited_at: now,
          updated_at: now,
        })
    })
    await emitter.emit('feed:comment_edited', { commentId, authorId: editorId, content })
  }
}
