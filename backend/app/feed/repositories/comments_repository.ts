import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CommentNotFoundException } from '#feed/exceptions'
import { lockVisiblePost, type LockedPost } from '#feed/repositories/posts_repository'

export interface LockedComment {
  id: string
  post_id: string
  author_id: string
  parent_comment_id: string | null
  is_visible: boolean
  post_author_id: string
}

/**
 * Locks a comment of a post the reader can see, and that post (post first,
 * like every write of the feed). A comment that is deleted or hidden
 * answers 404, unless `includeHidden`.
 */
export async function lockComment(
  trx: TransactionClientContract,
  commentId: string,
  readerId: string,
  options: { includeHidden?: boolean } = {}
) {
  const found = await trx.rawQuery(`SELECT post_id FROM post_comments WHERE id = :commentId`, { commentId })
  if (!found.rows.length) throw new CommentNotFoundException()
  let post: LockedPost
  try {
    post = await lockVisiblePost(trx, found.rows[0].post_id, readerId)
  } catch {
    throw new CommentNotFoundException()
  }
  const result = await trx.rawQuery(
    `SELECT id, post_id, author_id, parent_comment_id, (deleted_at IS NULL AND NOT is_hidden) AS is_visible
       FROM post_comments WHERE id = :commentId FOR UPDATE`,
    { commentId }
  )
  const comment = result.rows[0] as Omit<LockedComment, 'post_author_id'> | undefined
  if (!comment || (!comment.is_visible && !options.includeHidden)) throw new CommentNotFoundException()
  return { ...comment, post_author_id: post.author_id } as LockedComment
}

export interface LockedDeletedComment {
  id: string
  post_id: string
  parent_comment_id: string | null
  is_hidden: boolean
}

/**
 * Locks a soft-deleted comment of a post that still exists, and that post
 * (post first, like every write of the feed), for a moderator's restore.
 * Anything else (unknown, not deleted, its post deleted) answers 404.
 */
export async function lockDeletedComment(trx: TransactionClientContract, commentId: string) {
  const found = await trx.rawQuery(`SELECT post_id FROM post_comments WHERE id = :commentId`, { commentId })
  if (!found.rows.length) throw new CommentNotFoundException()
  const post = await trx.rawQuery(`SELECT id FROM posts WHERE id = :postId AND deleted_at IS NULL FOR UPDATE`, {
    postId: found.rows[0].post_id,
  })
  if (!post.rows.length) throw new CommentNotFoundException()
  const result = await trx.rawQuery(
    `SELECT id, post_id, parent_comment_id, is_hidden
       FROM post_comments WHERE id = :commentId AND deleted_at IS NOT NULL FOR UPDATE`,
    { commentId }
  )
  const comment = result.rows[0] as LockedDeletedComment | undefined
  if (!comment) throw new CommentNotFoundException()
  return comment
}

/** Hides a comment by moderation, or shows it again. Outside a transaction: one statement. */
export async function setCommentHidden(commentId: string, hidden: boolean, now: Date) {
  await db.from('post_comments').where('id', commentId).update({ is_hidden: hidden, updated_at: now })
}
