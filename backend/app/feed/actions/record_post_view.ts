import db from '@adonisjs/lucid/services/db'
import { addInteraction } from '#feed/repositories/interactions_repository'
import { publicPostAuthorId } from '#feed/repositories/posts_repository'
import { countPostView } from '#feed/repositories/rankings_repository'

/** Counts a unique viewer of a post's page (its author's own visits do not count). */
export default class RecordPostView {
  async handle(viewerId: string, postId: string) {
    await db.transaction(async (trx) => {
      const authorId = await publicPostAuthorId(trx, postId)
      if (!authorId || authorId === viewerId) return
      if (await addInteraction(trx, postId, viewerId, 'view')) await countPostView(trx, postId)
    })
  }
}
