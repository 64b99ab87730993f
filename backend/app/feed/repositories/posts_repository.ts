import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post from '#feed/models/post'
import { PostNotFoundException } from '#feed/exceptions'
import type { NormalizedPost } from '#feed/rules/blocks'

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
