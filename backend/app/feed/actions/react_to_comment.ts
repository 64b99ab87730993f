import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import { MESSAGES, type CommentReaction } from '#feed/constants'
import { AlreadyReportedException } from '#feed/exceptions'
import { fileReport } from '#feed/repositories/reports_repository'
import { lockComment } from '#feed/repositories/comments_repository'
import { touchAffinity } from '#feed/repositories/interactions_repository'

const COUNT_COLUMNS: Record<CommentReaction, string> = {
  like: 'likes_count',
  celebrate: 'celebrate_count',
  insightful: 'insightful_count',
  curious: 'curious_count',
}

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

      const existing = await trx
        .from('comment_interactions')
        .where({ comment_id: commentId, user_id: user.id })
        .select('id', 'type')
        .first()
      let reaction: CommentReaction | null = existing?.type ?? null

      if (type === 'report') {
        reportId = await fileReport(trx, 'comment', commentId, comment.author_id, user.id, reason)
        if (!reportId) throw new AlreadyReportedException(MESSAGES.alreadyReportedComment)
        await trx.from('post_comments').where('id', commentId).update({ is_reported: true })
        const text = await trx.from('post_comments').where('id', commentId).select('content').firstOrFail()
        reportedText = text.content
      } else {
        const now = new Date()
        const changes: [CommentReaction, number][] = []
        if (!existing) {
          await trx.insertQuery().table('comment_interactions').insert({
            id: randomUUID(),
            comment_id: commentId,
            user_id: user.id,
            type,
            created_at: now,
            updated_at: now,
          })
          await touchAffinity(trx, user.id, comment.author_id)
          changes.push([type, 1])
          reaction = type
          added = true
        } else if (existing.type === type) {
          await trx.from('comment_interactions').where('id', existing.id).delete()
          changes.push([type, -1])
          reaction = null
        } else {
          await trx.from('comment_interactions').where('id', existing.id).update({ type, updated_at: now })
          changes.push([existing.type, -1], [type, 1])
          reaction = type
        }
        const sets = changes
          .map(([key, delta]) => `${COUNT_COLUMNS[key]} = greatest(0, ${COUNT_COLUMNS[key]} + ${delta})`)
          .join(', ')
        await trx.rawQuery(`UPDATE post_comments SET ${sets} WHERE id = :commentId`, { commentId })
      }

      const row = await trx
        .from('post_comments')
        .where('id', commentId)
        .select('likes_count', 'celebrate_count', 'insightful_count', 'curious_count')
        .firstOrFail()
      const counts: CommentCounts = {
        likesCount: row.likes_count,
        celebrateCount: row.celebrate_count,
        insightfulCount: row.insightful_count,
        curiousCount: row.curious_count,
        reaction,
      }
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
