import db from '@adonisjs/lucid/services/db'
import type { PostLikeAnswer } from '#feed/contract'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import { POST_REACTIONS, type PostReaction } from '#feed/constants'
import { rescore } from '#feed/repositories/rankings_repository'
import { addInteraction, touchAffinity } from '#feed/repositories/interactions_repository'
import { lockVisiblePost } from '#feed/repositories/posts_repository'

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
      const existing = await trx
        .from('post_interactions')
        .where({ post_id: postId, user_id: user.id, type: 'reaction' })
        .select('id', 'reaction')
        .first()

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
        await trx.from('post_interactions').where('id', existing.id).delete()
        likesDelta = -1
        deltas.push([type, -1])
        reaction = null
      } else {
        await trx.from('post_interactions').where('id', existing.id).update({ reaction: type, updated_at: new Date() })
        deltas.push([existing.reaction, -1], [type, 1])
      }

      const bindings: Record<string, string | number> = { postId, likesDelta }
      const merges = deltas.map(([key, delta], index) => {
        bindings[`k${index}`] = key
        bindings[`d${index}`] = delta
        return `jsonb_build_object(CAST(:k${index} AS text), greatest(0, coalesce(CAST(reaction_counts ->> CAST(:k${index} AS text) AS integer), 0) + :d${index}))`
      })
      const updated = await trx.rawQuery(
        `UPDATE posts
            SET likes_count = greatest(0, likes_count + :likesDelta),
                reaction_counts = reaction_counts || ${merges.join(' || ')}
          WHERE id = :postId
          RETURNING likes_count, reaction_counts`,
        bindings
      )
      await rescore(trx, postId)
      const row = updated.rows[0]
      const reactions = Object.fromEntries(
        POST_REACTIONS.map((key) => [key, Number(row.reaction_counts?.[key] ?? 0)])
      ) as Record<PostReaction, number>
      return { liked: reaction !== null, likesCount: row.likes_count as number, reaction, reactions }
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
