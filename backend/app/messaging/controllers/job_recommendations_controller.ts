import type { HttpContext } from '@adonisjs/core/http'
import { recommendationValidator } from '#messaging/validators/thread_validators'
import ThreadPolicy from '#messaging/policies/thread_policy'
import { recommendationFacts } from '#messaging/queries/thread_access_query'
import RecommendJob from '#messaging/actions/recommend_job'

export default class JobRecommendationsController {
  /** POST /api/job-recommendations {jobId, recommendedToIds, message?} → { message, sent } */
  async store({ request, auth, bouncer }: HttpContext) {
    const input = await request.validateUsing(recommendationValidator)
    const sender = auth.getUserOrFail()
    const recipientIds = [...new Set(input.recommendedToIds)]
    const facts = await recommendationFacts(sender.id, input.jobId, recipientIds)
    await bouncer.with(ThreadPolicy).authorize('recommend', facts)
    return new RecommendJob().handle(sender, facts.job, recipientIds, input.message || null)
  }
}
