import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Adds a post interaction unless it exists; true when it was added. */
export async function addInteraction(
  trx: TransactionClientContract,
  postId: string,
  userId: string,
  type: 'reaction' | 'repost' | 'bookmark' | 'share' | 'view',
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
