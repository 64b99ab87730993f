import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { extractMentions } from '#feed/rules/blocks'
import { lockComment, updateCommentContent } from '#feed/repositories/comments_repository'

/** Changes a comment's text (its author only: CommentPolicy) and marks it edited. */
export default class EditComment {
  async handle(commentId: string, editorId: string, content: string) {
    await db.transaction(async (trx) => {
      await lockComment(trx, commentId, editorId)
      await updateCommentContent(trx, commentId, content, extractMentions(content), new Date())
    })
    await emitter.emit('feed:comment_edited', { commentId, authorId: editorId, content })
  }
}
