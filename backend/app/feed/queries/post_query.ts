import db from '@adonisjs/lucid/services/db'
import { hydratePage } from '#feed/queries/hydrate'
import { transformPost, type PostJson } from '#feed/transformers/post_transformer'
import { PostNotFoundException } from '#feed/exceptions'

/**
 * One post as its reader sees it (GET /api/posts/{id}, and the answer of
 * create and edit). Deleted posts, and archived posts of other authors,
 * do not exist for the reader.
 */
export async function findPostForReader(readerId: string, postId: string): Promise<PostJson> {
  const rows = await hydratePage(
    `page AS (
       SELECT p.id AS post_id, 1 AS ord, NULL::double precision AS cursor_score, NULL::timestamptz AS cursor_time
         FROM posts p
        WHERE p.id = :postId AND p.deleted_at IS NULL AND ((NOT p.is_archived AND NOT p.is_hidden) OR p.author_id = :reader))`,
    { reader: readerId, postId }
  )
  if (!rows.length) throw new PostNotFoundException()
  return transformPost(rows[0], readerId)
}

/** What PostPolicy needs to know about a post the reader can see. */
export async function postForPolicy(readerId: string, postId: string) {
  const row = await db
    .from('posts')
    .where('id', postId)
    .whereNull('deleted_at')
    .where((query) =>
      query
        .where((visible) => visible.where('is_archived', false).where('is_hidden', false))
        .orWhere('author_id', readerId)
    )
    .select('id', 'author_id')
    .first()
  if (!row) throw new PostNotFoundException()
  return { id: row.id as string, authorId: row.author_id as string }
}
