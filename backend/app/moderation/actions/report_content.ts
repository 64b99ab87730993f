import { port } from '#shared/modules/registry'
import { reportedProfile } from '#moderation/queries/reported_profile_query'
import { MODERATION_MESSAGES } from '#moderation/constants'
import { AlreadyReportedException, ContentNotFoundException } from '#moderation/exceptions'
import { enqueue } from '#moderation/services/intake'
import { REPORT_DEFAULTS, categoriesFromReason } from '#moderation/services/report_defaults'

interface ReportInput {
  contentType: 'message' | 'profile'
  contentId: string
  reason: string
}

/**
 * POST /api/moderation/reports: a member reports a message of a thread they
 * are in (read through messaging's port), or a member's profile (a read of
 * the users' table). 404 when it is not there (or not theirs to see); 409 when
 * they already reported the open item.
 */
export default class ReportContent {
  async handle(reporterId: string, input: ReportInput) {
    const target =
      input.contentType === 'message'
        ? await this.message(reporterId, input.contentId)
        : await this.profile(input.contentId)
    if (!target) throw new ContentNotFoundException()
    const result = await enqueue({
      contentType: input.contentType,
      contentId: input.contentId,
      authorId: target.authorId,
      content: target.content,
      imageUrl: target.imageUrl,
      source: 'report',
      severity: REPORT_DEFAULTS.severity,
      confidence: REPORT_DEFAULTS.confidence,
      categories: categoriesFromReason(input.reason),
      reason: input.reason,
      reporterId,
    })
    if (!result.counted) throw new AlreadyReportedException()
    return { message: MODERATION_MESSAGES.reportSubmitted }
  }

  private async message(reporterId: string, messageId: string) {
    const resolve = port('messaging:reported-message')
    const message = resolve ? await resolve(reporterId, messageId) : null
    return message ? { ...message, imageUrl: null } : null
  }

  private profile(userId: string) {
    return reportedProfile(userId)
  }
}
