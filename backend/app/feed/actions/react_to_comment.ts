import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import { MESSAGES, type CommentReaction } from '#feed/constants'
import { AlreadyReportedException } from '#feed/exceptions'
import { fileReport } from '#feed/repositories/reports_repository'
import {
  changeCommentReactionCounts,
  commentContent,
  commentReactionCounts,
  lockComment,
  markCommentReported,
} from '#feed/repositories/comments_repository'
import {
  deleteCommentReaction,
  findCommentReaction,
  insertCommentReaction,
  switchCommentReaction,
  touchAffinity,
} from '#feed/repositories/interactions_repository'

export interface CommentCounts {
  likesCount: number
  celebrateCount: number
  insightfulCount: number
  curiousCount: number
  reaction: CommentReaction | null
}

/**
 * POST /api/comments/{id}/reactions. Like the post reactions: one per user
 * and comment, the same type again removes it, another type switches.
 * `report` files a report (409 the second time) and changes no count.
 */
export default class ReactToComment {
  async handle(user: User, commentId: string, type: CommentReaction | 'report', reason: string | null = null) {
    let added = false
    let commentAuthorId = ''
    let postId = ''
    let reportId: string | null = null
    let reportedText = ''

    const result = await db.transaction(async (trx) => {
      const comment = await lockComment(trx, commentId, user.id)
      commentAuthorId = comment.author_id
      postId = comment.post_id

      const existing = await findCommentReaction(trx, commentId, user.id)
      let reaction: CommentReaction | null = existing?.type ?? null

      if (type === 'report') {
        reportId = await fileReport(trx, 'comment', commentId, comment.author_id, user.id, reason)
        if (!reportId) throw new AlreadyReportedException(MESSAGES.alreadyReportedComment)
        await markCommentReported(trx, commentId)
        reportedText = await commentContent(trx, commentId)
      } else {
        const now = new Date()
        const changes: [CommentReaction, number][] = []
        if (!existing) {
          await insertCommentReaction(trx, commentId, user.id, type, now)
          await touchAffinity(trx, user.id, comment.author_id)
          changes.push([type, 1])
          reaction = type
          added = true
        } else if (existing.type === type) {
          await deleteCommentReaction(trx, existing.id)
          changes.push([type, -1])
          reaction = null
        } else {
          await switchCommentReaction(trx, existing.id, type, now)
          changes.push([existing.type, -1], [type, 1])
          reaction = type
        }
        await changeCommentReactionCounts(trx, commentId, changes)
      }

      const counts: CommentCounts = { ...(await commentReactionCounts(trx, commentId)), reaction }
      return counts
    })

    if (type === 'report') {
      await emitter.emit('feed:content_reported', {
        reportId: reportId!,
        contentType: 'comment',
        contentId: commentId,
        contentAuthorId: commentAuthorId,
        reporterId: user.id,
        reason,
        content: reportedText,
        imageUrl: null,
      })
      return {
        ...result,
        reported: true,
        message: 'Thank you for your report. Our moderators will review this comment.',
      }
    }
    if (added && commentAuthorId !== user.id) {
      await emitter.emit('feed:comment_liked', {
        commentId,
        postId,
        commentAuthorId,
        actor: { id: user.id, name: user.name },
        reaction: type,
      })
    }
    return result
  }
}
