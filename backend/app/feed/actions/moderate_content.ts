import db from '@adonisjs/lucid/services/db'

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
      await db.from('post_comments').where('id', contentId).update({ is_hidden: hidden, updated_at: now })
      return
    }
    await db.transaction(async (trx) => {
      await trx
        .from('posts')
        .where('id', contentId)
        .update({ is_hidden: hidden, held_reason: hidden ? reason : null, updated_at: now })
      await trx.rawQuery(
        `UPDATE content_rankings r SET is_visible = NOT p.is_hidden AND NOT p.is_archived AND p.deleted_at IS NULL,
                updated_at = :now
           FROM posts p WHERE p.id = r.post_id AND r.post_id = :postId`,
        { postId: contentId, now }
      )
    })
  }
}
