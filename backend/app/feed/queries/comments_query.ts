import db from '@adonisjs/lucid/services/db'
import { PostNotFoundException, CommentNotFoundException } from '#feed/exceptions'
import { decodeTimeIdCursor, slicePage, timeIdCursor } from '#shared/pagination/keyset'
import { transformComment, type CommentJson, type CommentRow } from '#feed/transformers/comment_transformer'

const SELECT = `
  SELECT c.id, c.post_id, c.author_id, c.content, c.parent_comment_id,
         c.likes_count, c.celebrate_count, c.insightful_count, c.curious_count, c.replies_count,
         c.is_edited, c.edited_at, c.created_at, c.updated_at,
         u.name AS author_name, u.profile_image AS author_profile_image, u.user_type AS author_user_type,
         u.founding_employer_number AS author_founding_number,
         mine.type AS reaction
    FROM post_comments c
    JOIN users u ON u.id = c.author_id
    LEFT JOIN comment_interactions mine ON mine.comment_id = c.id AND mine.user_id = :reader`

export interface CommentPage {
  comments: CommentJson[]
  hasMore: boolean
  nextCursor: string | null
}

/**
 * A post's visible comments and replies, oldest first, so a reply always
 * comes after the comment it answers and new comments join at the end:
 * the (created_at, id) cursor never skips or repeats one.
 */
export async function commentsOfPost(
  readerId: string,
  postId: string,
  limit: number,
  cursor?: string | null
): Promise<CommentPage> {
  const c = decodeTimeIdCursor(cursor)
  const post = await db
    .from('posts')
    .where('id', postId)
    .whereNull('deleted_at')
    .where((query) =>
      query
        .where((visible) => visible.where('is_archived', false).where('is_hidden', false))
        .orWhere('author_id', readerId)
    )
    .select('id')
    .first()
  if (!post) throw new PostNotFoundException()

  const result = await db.rawQuery(
    `${SELECT}
      WHERE c.post_id = :postId AND c.deleted_at IS NULL AND NOT c.is_hidden
        ${c ? 'AND (c.created_at, c.id) > (:cTime, :cId)' : ''}
      ORDER BY c.created_at, c.id
      LIMIT :n`,
    { reader: readerId, postId, n: limit + 1, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const page = slicePage(result.rows as CommentRow[], limit, (last) => timeIdCursor(last.created_at, last.id))
  return {
    comments: page.items.map((row) => transformComment(row, readerId)),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
  }
}

/** One comment as its reader sees it: visible, or hidden by moderation and the reader wrote it (the answer to their write). */
export async function findCommentForReader(readerId: string, commentId: string): Promise<CommentJson> {
  const result = await db.rawQuery(
    `${SELECT}
      JOIN posts p ON p.id = c.post_id
     WHERE c.id = :commentId AND c.deleted_at IS NULL AND (NOT c.is_hidden OR c.author_id = :reader)
       AND p.deleted_at IS NULL AND ((NOT p.is_archived AND NOT p.is_hidden) OR p.author_id = :reader)`,
    { reader: readerId, commentId }
  )
  if (!result.rows.length) throw new CommentNotFoundException()
  return transformComment(result.rows[0], readerId)
}

/**
 * A comment as a moderator sees it, whatever its visibility, as long as its
 * post exists (the answer to a restore).
 */
export async function findCommentForModerator(readerId: string, commentId: string): Promise<CommentJson> {
  const result = await db.rawQuery(
    `${SELECT}
      JOIN posts p ON p.id = c.post_id
     WHERE c.id = :commentId AND p.deleted_at IS NULL`,
    { reader: readerId, commentId }
  )
  if (!result.rows.length) throw new CommentNotFoundException()
  return transformComment(result.rows[0], readerId)
}

interface DeletedCommentRow {
  id: string
  post_id: string
  content: string
  author_id: string
  author_name: string
  deleted_at: Date
}

export interface DeletedCommentsPage {
  comments: {
    id: string
    postId: string
    content: string
    author: { id: string; name: string }
    deletedAt: string
  }[]
  nextCursor: string | null
}

/**
 * Soft-deleted comments of posts that still exist, newest deletion first,
 * for moderators to restore: keyset on (deleted_at, id), both descending.
 */
export async function deletedComments(limit: number, cursor?: string | null): Promise<DeletedCommentsPage> {
  const c = decodeTimeIdCursor(cursor)
  const result = await db.rawQuery(
    `SELECT c.id, c.post_id, c.content, c.author_id, u.name AS author_name, c.deleted_at
       FROM post_comments c
       JOIN posts p ON p.id = c.post_id
       JOIN users u ON u.id = c.author_id
      WHERE c.deleted_at IS NOT NULL AND p.deleted_at IS NULL
        ${c ? 'AND (c.deleted_at, c.id) < (:cTime, :cId)' : ''}
      ORDER BY c.deleted_at DESC, c.id DESC
      LIMIT :n`,
    { n: limit + 1, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  const page = slicePage(result.rows as DeletedCommentRow[], limit, (last) => timeIdCursor(last.deleted_at, last.id))
  return {
    comments: page.items.map((row) => ({
      id: row.id,
      postId: row.post_id,
      content: row.content,
      author: { id: row.author_id, name: row.author_name },
      deletedAt: row.deleted_at.toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}

/** What the policies need to know about a comment the reader can see. */
export async function commentForPolicy(readerId: string, commentId: string) {
  const row = await db
    .from('post_comments as c')
    .join('posts as p', 'p.id', 'c.post_id')
    .where('c.id', commentId)
    .whereNull('c.deleted_at')
    .where('c.is_hidden', false)
    .whereNull('p.deleted_at')
    .where((query) =>
      query
        .where((visible) => visible.where('p.is_archived', false).where('p.is_hidden', false))
        .orWhere('p.author_id', readerId)
    )
    .select('c.id', 'c.author_id', 'p.author_id as post_author_id')
    .first()
  if (!row) throw new CommentNotFoundException()
  return { id: row.id as string, authorId: row.author_id as string, postAuthorId: row.post_author_id as string }
}
