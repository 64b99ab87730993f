import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { CommentReaction, PostReaction } from '#feed/constants'

type PostInteractionType = 'reaction' | 'repost' | 'bookmark' | 'share' | 'view'

/** Adds a post interaction unless it exists; true when it was added. */
export async function addInteraction(
  trx: TransactionClientContract,
  postId: string,
  userId: string,
  type: PostInteractionType,
  reaction: string | null = null
) {
  const now = new Date()
  const result = await trx.rawQuery(
    `INSERT INTO post_interactions (id, post_id, user_id, type, reaction, created_at, updated_at)
     VALUES (gen_random_uuid(), :postId, :userId, :type, :reaction, :now, :now)
     ON CONFLICT (post_id, user_id, type) DO NOTHING
     RETURNING id`,
    { postId, userId, type, reaction: reaction as string, now }
  )
  return result.rows.length > 0
}

/**
 * Remembers that `userId` interacted with `authorId` (the intelligent
 * feed's relation to the author). Never for oneself.
 */
export async function touchAffinity(trx: TransactionClientContract, userId: string, authorId: string) {
  if (userId === authorId) return
  const now = new Date()
  await trx.rawQuery(
    `INSERT INTO feed_affinities (user_id, author_id, interactions, created_at, last_interaction_at)
     VALUES (:userId, :authorId, 1, :now, :now)
     ON CONFLICT (user_id, author_id)
     DO UPDATE SET interactions = feed_affinities.interactions + 1, last_interaction_at = EXCLUDED.last_interaction_at`,
    { userId, authorId, now }
  )
}

/** A user's reaction to a post, or undefined. */
export async function findPostReaction(trx: TransactionClientContract, postId: string, userId: string) {
  const row = await trx
    .from('post_interactions')
    .where({ post_id: postId, user_id: userId, type: 'reaction' })
    .select('id', 'reaction')
    .first()
  return row as { id: string; reaction: PostReaction } | undefined
}

/** Changes the type of a post reaction. */
export async function switchPostReaction(
  trx: TransactionClientContract,
  interactionId: string,
  reaction: PostReaction
) {
  await trx.from('post_interactions').where('id', interactionId).update({ reaction, updated_at: new Date() })
}

/** Removes one post interaction by its id. */
export async function deletePostInteraction(trx: TransactionClientContract, interactionId: string) {
  await trx.from('post_interactions').where('id', interactionId).delete()
}

/** Removes a user's interaction of a type with a post. */
export async function removeInteraction(
  trx: TransactionClientContract,
  postId: string,
  userId: string,
  type: PostInteractionType
) {
  await trx.from('post_interactions').where({ post_id: postId, user_id: userId, type }).delete()
}

/** A user's reaction to a comment, or undefined. */
export async function findCommentReaction(trx: TransactionClientContract, commentId: string, userId: string) {
  const row = await trx
    .from('comment_interactions')
    .where({ comment_id: commentId, user_id: userId })
    .select('id', 'type')
    .first()
  return row as { id: string; type: CommentReaction } | undefined
}

/** Adds a user's reaction to a comment. */
export async function insertCommentReaction(
  trx: TransactionClientContract,
  commentId: string,
  userId: string,
  type: CommentReaction,
  now: Date
) {
  await trx.insertQuery().table('comment_interactions').insert({
    id: randomUUID(),
    comment_id: commentId,
    user_id: userId,
    type,
    created_at: now,
    updated_at: now,
  })
}

/** Changes the type of a comment reaction. */
export async function switchCommentReaction(
  trx: TransactionClientContract,
  interactionId: string,
  type: CommentReaction,
  now: Date
) {
  await trx.from('comment_interactions').where('id', interactionId).update({ type, updated_at: now })
}

/** Removes one comment reaction by its id. */
export async function deleteCommentReaction(trx: TransactionClientContract, interactionId: string) {
  await trx.from('comment_interactions').where('id', interactionId).delete()
}
