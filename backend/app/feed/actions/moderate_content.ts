import db from '@adonisjs/lucid/services/db'
import {
  decrementRepliesCount,
  incrementRepliesCount,
  lockModeratedComment,
  setCommentHidden,
} from '#feed/repositories/comments_repository'
import { decrementCommentsCount, incrementPostCounter, setPostHidden } from '#feed/repositories/posts_repository'
import { rescore, syncRankingVisibility } from '#feed/repositories/rankings_repository'

/**
 * Moderation's decisions on feed content, from its events: a
 * hidden post is gone for everyone but its author (and out of the ranked
 * feed); a hidden comment is gone; restoring brings them back (a post stays
 * out of the feed while archived or deleted).
 *
 * Counts follow a comment's visibility: commentsCount is the number of
 * visible comments and replies of the post, repliesCount the number of
 * visible direct replies, so hiding a comment that is not deleted takes it
 * off both and showing it again puts it back. The same decision twice (a
 * reject of content screening already held) changes nothing.
 */
export default class ModerateContent {
  /** `reason`: the guidelines a hidden post was flagged under, in words, for its author. */
  async handle(contentType: 'post' | 'comment', contentId: string, hidden: boolean, reason: string | null = null) {
    const now = new Date()
    if (contentType === 'comment') {
      await this.moderateComment(contentId, hidden, now)
      return
    }
    await db.transaction(async (trx) => {
      await setPostHidden(trx, contentId, hidden, reason, now)
      await syncRankingVisibility(trx, contentId, now)
    })
  }

  private async moderateComment(commentId: string, hidden: boolean, now: Date) {
    await db.transaction(async (trx) => {
      const comment = await lockModeratedComment(trx, commentId)
      if (!comment || comment.is_hidden === hidden) return
      await setCommentHidden(trx, commentId, hidden, now)
      if (comment.is_deleted) return

      if (hidden) {
        if (comment.parent_comment_id) await decrementRepliesCount(trx, comment.parent_comment_id)
        await decrementCommentsCount(trx, comment.post_id, 1)
      } else {
        if (comment.parent_comment_id) await incrementRepliesCount(trx, comment.parent_comment_id)
        await incrementPostCounter(trx, comment.post_id, 'comments_count')
      }
      await rescore(trx, comment.post_id)
    })
  }
}
