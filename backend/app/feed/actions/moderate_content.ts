import db from '@adonisjs/lucid/services/db'
import { setCommentHidden } from '#feed/repositories/comments_repository'
import { setPostHidden } from '#feed/repositories/posts_repository'
import { syncRankingVisibility } from '#feed/repositories/rankings_repository'

/**
 * Moderation's decisions on feed content, from its events: a
 * hidden post is gone for everyone but its author (and out of the ranked
 * feed); a hidden comment is gone; restoring brings them back (a post stays
 * out of the feed while archived or deleted).
 */
export default class ModerateContent {
  /** `reason`: the guidelines a hidden post was flagged under, in words, for its author. */
  async handle(contentType: 'post' | 'comment', contentId: string, hidden: boolean, reason: string | null = null) {
    const now = new Date()
    if (contentType === 'comment') {
      await setCommentHidden(contentId, hidden, now)
      return
    }
    await db.transaction(async (trx) => {
      await setPostHidden(trx, contentId, hidden, reason, now)
      await syncRankingVisibility(trx, contentId, now)
    })
  }
}
