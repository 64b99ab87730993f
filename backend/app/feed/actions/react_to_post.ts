import db from '@adonisjs/lucid/services/db'
import type { PostLikeAnswer } from '#feed/contract'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import { POST_REACTIONS, type PostReaction } from '#feed/constants'
import { rescore } from '#feed/repositories/rankings_repository'
import {
  addInteraction,
  deletePostInteraction,
  findPostReaction,
  switchPostReaction,
  touchAffinity,
} from '#feed/repositories/interactions_repository'
import { changeReactionCounts, lockVisiblePost } from '#feed/repositories/posts_repository'

/**
 * POST /api/posts/{id}/like (spec README "Reactions"): one reaction per
 * user and post. No reaction yet → add it; the same type again → remove
 * it; another type → switch to it. likesCount counts reactions of any type.
 */
export default class ReactToPost {
  async handle(user: User, postId: string, type: PostReaction): Promise<PostLikeAnswer> {
    let added = false
    let postAuthorId = ''
    const result = await db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, user.id)
      postAuthorId = post.author_id
      const existing = await findPostReaction(trx, postId, user.id)

      let likesDelta = 0
      const deltas: [PostReaction, number][] = []
      let reaction: PostReaction | null = type
      if (!existing) {
        await addInteraction(trx, postId, user.id, 'reaction', type)
        await touchAffinity(trx, user.id, post.author_id)
        likesDelta = 1
        deltas.push([type, 1])
        added = true
      } else if (existing.reaction === type) {
        await deletePostInteraction(trx, existing.id)
        likesDelta = -1
        deltas.push([type, -1])
        reaction = null
      } else {
        await switchPostReaction(trx, existing.id, type)
        deltas.push([existing.reaction, -1], [type, 1])
      }

      const counts = await changeReactionCounts(trx, postId, likesDelta, deltas)
      await rescore(trx, postId)
      const reactions = Object.fromEntries(
        POST_REACTIONS.map((key) => [key, Number(counts.reactionCounts?.[key] ?? 0)])
      ) as Record<PostReaction, number>
      return { liked: reaction !== null, likesCount: counts.likesCount, reaction, reactions }
    })

    if (added && postAuthorId !== user.id) {
      await emitter.emit('feed:post_liked', {
        postId,
        postAuthorId,
        actor: { id: user.id, name: user.name },
        reaction: type,
      })
    }
    return result
  }
}
