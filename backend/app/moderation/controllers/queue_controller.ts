import type { HttpContext } from '@adonisjs/core/http'
import ModerationPolicy from '#moderation/policies/moderation_policy'
import { queueActionValidator, queueFiltersValidator, reportValidator } from '#moderation/validators/queue_validators'
import { listQueue, queueStats } from '#moderation/queries/queue_query'
import DecideItem from '#moderation/actions/decide_item'
import { QUEUE_PAGE } from '#moderation/constants'
import ReportContent from '#moderation/actions/report_content'

export default class QueueController {
  /** GET /api/moderation/queue ?status&severity&contentType&limit&cursor → QueuePageAnswer (admin) */
  async index({ request, bouncer }: HttpContext) {
    await bouncer.with(ModerationPolicy).authorize('admin')
    const { limit, cursor, ...filters } = await queueFiltersValidator.validate(request.qs())
    return listQueue(filters, { limit: limit ?? QUEUE_PAGE.default, cursor })
  }

  /** GET /api/moderation/stats → ModerationStatsAnswer (admin) */
  async stats({ bouncer }: HttpContext) {
    await bouncer.with(ModerationPolicy).authorize('admin')
    return queueStats()
  }

  /** POST /api/moderation/queue/{id}/action {action, reason?, restrictUser?, restrictDuration?} → ModerationActionAnswer (admin) */
  async act({ params, request, auth, bouncer }: HttpContext) {
    await bouncer.with(ModerationPolicy).authorize('admin')
    const input = await request.validateUsing(queueActionValidator)
    return new DecideItem().handle(auth.getUserOrFail().id, params.id, input)
  }

  /** POST /api/moderation/reports {contentType, contentId, reason} → 201 {message} (any member) */
  async report({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(reportValidator)
    return response.created(await new ReportContent().handle(auth.getUserOrFail().id, input))
  }
}
