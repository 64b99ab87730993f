import type { HttpContext } from '@adonisjs/core/http'
import { postReactionValidator, reportValidator } from '#feed/validators/feed_validators'
import ReactToPost from '#feed/actions/react_to_post'
import RepostPost from '#feed/actions/repost_post'
import SharePost from '#feed/actions/share_post'
import ToggleBookmark from '#feed/actions/toggle_bookmark'
import ReportPost from '#feed/actions/report_post'

export default class PostInteractionsController {
  /** POST /api/posts/{id}/like {type?} → { liked, likesCount, reaction, reactions } */
  async like({ params, request, auth }: HttpContext) {
    const { type } = await request.validateUsing(postReactionValidator)
    return new ReactToPost().handle(auth.getUserOrFail(), params.id, type ?? 'like')
  }

  /** POST /api/posts/{id}/repost → { reposted, repostsCount } */
  async repost({ params, auth }: HttpContext) {
    return new RepostPost().handle(auth.getUserOrFail().id, params.id)
  }

  /** POST /api/posts/{id}/share → { sharesCount, message } */
  async share({ params, auth }: HttpContext) {
    return new SharePost().handle(auth.getUserOrFail().id, params.id)
  }

  /** POST /api/posts/{id}/bookmark → { bookmarked } */
  async bookmark({ params, auth }: HttpContext) {
    return new ToggleBookmark().handle(auth.getUserOrFail().id, params.id)
  }

  /** POST /api/posts/{id}/report {reason?} → { message }; 409 the second time */
  async report({ params, request, auth }: HttpContext) {
    const { reason } = await request.validateUsing(reportValidator)
    return new ReportPost().handle(auth.getUserOrFail().id, params.id, reason ?? null)
  }
}
