import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { MESSAGES } from '#feed/constants'
import { AlreadyReportedException } from '#feed/exceptions'
import { fileReport } from '#feed/repositories/reports_repository'
import { lockVisiblePost, reportedPostContent } from '#feed/repositories/posts_repository'

/** Files a report for moderation; a second report by the same user is a 409. */
export default class ReportPost {
  async handle(reporterId: string, postId: string, reason: string | null) {
    const report = await db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, reporterId)
      const reportId = await fileReport(trx, 'post', postId, post.author_id, reporterId, reason)
      if (!reportId) throw new AlreadyReportedException(MESSAGES.alreadyReportedPost)
      const text = await reportedPostContent(trx, postId)
      const imageUrl = text.mediaType === 'image' ? text.mediaUrl : null
      return { reportId, contentAuthorId: post.author_id, content: text.content, imageUrl }
    })
    await emitter.emit('feed:content_reported', {
      reportId: report.reportId,
      contentType: 'post',
      contentId: postId,
      contentAuthorId: report.contentAuthorId,
      reporterId,
      reason,
      content: report.content,
      imageUrl: report.imageUrl,
    })
    return { message: 'Thank you for your report. Our moderators will review this post.' }
  }
}
