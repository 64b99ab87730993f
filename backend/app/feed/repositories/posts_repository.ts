import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post from '#feed/models/post'
import { PostNotFoundException } from '#feed/exceptions'
import type { NormalizedPost } from '#feed/rules/blocks'
import type { PostReaction } from '#feed/constants'

/*
| Writes to the posts table, inside the caller's transaction. Every write to
| a post's interactions, comments or counters first locks the post row
| (lockVisiblePost), so the read-decide-write steps of concurrent requests
| run one after another and the counters stay exact (20 users liking at
| once → 20).
*/

export interface LockedPost {
  id: string
  author_id: string
  is_archived: boolean
}

/** Locks a post the reader can see (not deleted; archived only for its author), or 404. */
export async function lockVisiblePost(trx: TransactionClientContract, postId: string, readerId: string) {
  const result = await trx.rawQuery(
    `SELECT id, author_id, is_archived FROM posts
      WHERE id = :postId AND deleted_at IS NULL AND ((NOT is_archived AND NOT is_hidden) OR author_id = :readerId)
      FOR UPDATE`,
    { postId, readerId }
  )
  const post = result.rows[0] as LockedPost | undefined
  if (!post) throw new PostNotFoundException()
  return post
}

/** The one mapping of a normalised post onto the post's columns, on create and on edit. */
function contentAttributes(post: NormalizedPost) {
  return {
    blocks: post.blocks,
    content: post.content,
    hashtags: post.hashtags,
    mentions: post.mentions,
    mediaType: post.media?.type ?? null,
    mediaUrl: post.media?.url ?? null,
    mediaPreview: post.media?.preview ?? null,
    mediaTitle: post.media?.title ?? null,
    mediaDescription: post.media?.description ?? null,
    mediaFiles: post.mediaFiles,
  }
}

export async function insertPost(trx: TransactionClientContract, authorId: string, content: NormalizedPost) {
  const post = new Post()
  post.useTransaction(trx)
  post.fill({ authorId, ...contentAttributes(content) })
  await post.save()
  return post
}

/** Replaces a post's content and marks it edited (the row is locked by the caller). */
export async function updatePostContent(trx: TransactionClientContract, postId: string, content: NormalizedPost) {
  const post = await Post.findOrFail(postId, { client: trx })
  post.merge({ ...contentAttributes(content), editedAt: DateTime.now() })
  await post.save()
  return post
}

/** The author of a post every reader can see (not deleted, archived or hidden), or null. Takes no lock. */
export async function publicPostAuthorId(trx: TransactionClientContract, postId: string) {
  const post = await trx
    .from('posts')
    .where({ id: postId, is_archived: false, is_hidden: false })
    .whereNull('deleted_at')
    .select('author_id')
    .first()
  return post ? (post.author_id as string) : null
}

/** Archives a post, or brings it back (the row is locked by the caller). */
export async function setPostArchived(trx: TransactionClientContract, postId: string, isArchived: boolean, now: Date) {
  await trx
    .from('posts')
    .where('id', postId)
    .update({ is_archived: isArchived, archived_at: isArchived ? now : null, updated_at: now })
}

/** Marks a post deleted; the row stays as a tombstone (the row is locked by the caller). */
export async function softDeletePost(trx: TransactionClientContract, postId: string, now: Date) {
  await trx.from('posts').where('id', postId).update({ deleted_at: now, updated_at: now })
}

/** Hides a post by moderation with the reason its author reads, or shows it again (and forgets the reason). */
export async function setPostHidden(
  trx: TransactionClientContract,
  postId: string,
  hidden: boolean,
  reason: string | null,
  now: Date
) {
  await trx
    .from('posts')
    .where('id', postId)
    .update({ is_hidden: hidden, held_reason: hidden ? reason : null, updated_at: now })
}

/** The post counters a write adds one to. */
export type PostCounter = 'comments_count' | 'reposts_count' | 'shares_count'

/** Adds one to a post counter (the row is locked by the caller). */
export async function incrementPostCounter(trx: TransactionClientContract, postId: string, counter: PostCounter) {
  await trx.from('posts').where('id', postId).increment(counter, 1)
}

/** A post counter as the transaction sees it. */
export async function postCounter(trx: TransactionClientContract, postId: string, counter: PostCounter) {
  const row = await trx.from('posts').where('id', postId).select(counter).firstOrFail()
  return row[counter] as number
}

/** Takes `removed` comments off a post's commentsCount, never below zero (the row is locked by the caller). */
export async function decrementCommentsCount(trx: TransactionClientContract, postId: string, removed: number) {
  await trx.rawQuery(`UPDATE posts SET comments_count = greatest(0, comments_count - :removed) WHERE id = :postId`, {
    postId,
    removed,
  })
}

/**
 * Adds `likesDelta` to a post's likesCount and each delta to its reaction
 * type's count, never below zero; answers both as they now are.
 */
export async function changeReactionCounts(
  trx: TransactionClientContract,
  postId: string,
  likesDelta: number,
  deltas: [PostReaction, number][]
) {
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
  const row = updated.rows[0]
  return {
    likesCount: row.likes_count as number,
    reactionCounts: row.reaction_counts as Partial<Record<PostReaction, number | string>> | null,
  }
}

/** What a report of a post carries to moderation: its text and media. */
export async function reportedPostContent(trx: TransactionClientContract, postId: string) {
  const row = await trx.from('posts').where('id', postId).select('content', 'media_type', 'media_url').firstOrFail()
  return {
    content: row.content as string,
    mediaType: row.media_type as string | null,
    mediaUrl: row.media_url as string | null,
  }
}
