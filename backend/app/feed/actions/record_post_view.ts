import db from '@adonisjs/lucid/services/db'
import { addInteraction } from '#feed/repositories/interactions_repository'

/** Counts a unique viewer of a post's page (its author's own visits do not count). */
export default class RecordPostView {
  async handle(viewerId: string, postId: string) {
    await db.transaction(async (trx) => {
      const post = await trx
        .from('posts')
        .where({ id: postId, is_archived: false, is_hidden: false })
        .whereNull('deleted_at')
        .select('author_id')
        .first()
      if (!post || post.author_id === viewerId) return
      if (await addInteraction(trx, postId, viewerId, 'view')) {
        await trx.from('post_engagement').where('post_id', postId).increment('views', 1)
      }
    })
  }
}
