import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CommentNotFoundException } from '#feed/exceptions'
import type { CommentReaction } from '#feed/constants'
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

/** Locks a visible comment of the post, to answer; its author, or null when there is none. */
export async function lockVisibleParentComment(trx: TransactionClientContract, postId: string, parentId: string) {
  const parent = await trx
    .from('post_comments')
    .where({ id: parentId, post_id: postId, is_hidden: false })
    .whereNull('deleted_at')
    .select('author_id')
    .forUpdate()
    .first()
  return parent ? (parent.author_id as string) : null
}

/** Adds one to a comment's repliesCount (the row is locked by the caller). */
export async function incrementRepliesCount(trx: TransactionClientContract, commentId: string) {
  await trx.from('post_comments').where('id', commentId).increment('replies_count', 1)
}

/** Takes one off a comment's repliesCount, never below zero. */
export async function decrementRepliesCount(trx: TransactionClientContract, commentId: string) {
  await trx.rawQuery(`UPDATE post_comments SET replies_count = greatest(0, replies_count - 1) WHERE id = :commentId`, {
    commentId,
  })
}

/** Replaces a comment's text and mentions and marks it edited (the row is locked by the caller). */
export async function updateCommentContent(
  trx: TransactionClientContract,
  commentId: string,
  content: string,
  mentions: string[],
  now: Date
) {
  await trx
    .from('post_comments')
    .where('id', commentId)
    .update({
      content,
      mentions: JSON.stringify(mentions),
      is_edited: true,
      edited_at: now,
      updated_at: now,
    })
}

/** Marks a comment deleted by its author; the row stays for moderators to restore. */
export async function softDeleteComment(trx: TransactionClientContract, commentId: string, now: Date) {
  await trx.from('post_comments').where('id', commentId).update({ deleted_at: now, updated_at: now })
}

/** Brings back a soft-deleted comment (the row is locked by the caller). */
export async function undeleteComment(trx: TransactionClientContract, commentId: string, now: Date) {
  await trx.from('post_comments').where('id', commentId).update({ deleted_at: null, updated_at: now })
}

/** How many of a comment and its replies, at any depth, are visible (neither deleted nor hidden). */
export async function countVisibleInThread(trx: TransactionClientContract, commentId: string) {
  const subtree = await trx.rawQuery(
    `WITH RECURSIVE subtree AS (
       SELECT id, (deleted_at IS NULL AND NOT is_hidden) AS visible FROM post_comments WHERE id = :commentId
       UNION ALL
       SELECT c.id, (c.deleted_at IS NULL AND NOT c.is_hidden) FROM post_comments c JOIN subtree s ON c.parent_comment_id = s.id
     )
     SELECT count(*) FILTER (WHERE visible) AS visible FROM subtree`,
    { commentId }
  )
  return Number(subtree.rows[0].visible)
}

/** Removes a comment for good (its replies go with it). */
export async function deleteComment(trx: TransactionClientContract, commentId: string) {
  await trx.from('post_comments').where('id', commentId).delete()
}

export interface LockedModeratedComment {
  id: string
  post_id: string
  parent_comment_id: string | null
  is_hidden: boolean
  is_deleted: boolean
}

/**
 * Locks a comment moderation decides on, whatever its visibility or its
 * post's, and that post (post first, like every write of the feed); null
 * when the comment no longer exists.
 */
export async function lockModeratedComment(trx: TransactionClientContract, commentId: string) {
  const found = await trx.rawQuery(`SELECT post_id FROM post_comments WHERE id = :commentId`, { commentId })
  if (!found.rows.length) return null
  await trx.rawQuery(`SELECT id FROM posts WHERE id = :postId FOR UPDATE`, { postId: found.rows[0].post_id })
  const result = await trx.rawQuery(
    `SELECT id, post_id, parent_comment_id, is_hidden, (deleted_at IS NOT NULL) AS is_deleted
       FROM post_comments WHERE id = :commentId FOR UPDATE`,
    { commentId }
  )
  return (result.rows[0] as LockedModeratedComment | undefined) ?? null
}

/** Hides a comment by moderation, or shows it again (the row is locked by the caller). */
export async function setCommentHidden(trx: TransactionClientContract, commentId: string, hidden: boolean, now: Date) {
  await trx.from('post_comments').where('id', commentId).update({ is_hidden: hidden, updated_at: now })
}

/** Flags a comment as reported. */
export async function markCommentReported(trx: TransactionClientContract, commentId: string) {
  await trx.from('post_comments').where('id', commentId).update({ is_reported: true })
}

/** A comment's text, for the report moderation reads. */
export async function commentContent(trx: TransactionClientContract, commentId: string) {
  const row = await trx.from('post_comments').where('id', commentId).select('content').firstOrFail()
  return row.content as string
}

/** The count column of each comment reaction. */
const REACTION_COUNT_COLUMNS: Record<CommentReaction, string> = {
  like: 'likes_count',
  celebrate: 'celebrate_count',
  insightful: 'insightful_count',
  curious: 'curious_count',
}

/** Adds each delta to its reaction's count on the comment, never below zero, in one statement. */
export async function changeCommentReactionCounts(
  trx: TransactionClientContract,
  commentId: string,
  changes: [CommentReaction, number][]
) {
  const sets = changes
    .map(([key, delta]) => `${REACTION_COUNT_COLUMNS[key]} = greatest(0, ${REACTION_COUNT_COLUMNS[key]} + ${delta})`)
    .join(', ')
  await trx.rawQuery(`UPDATE post_comments SET ${sets} WHERE id = :commentId`, { commentId })
}

/** A comment's reaction counts as the transaction sees them. */
export async function commentReactionCounts(trx: TransactionClientContract, commentId: string) {
  const row = await trx
    .from('post_comments')
    .where('id', commentId)
    .select('likes_count', 'celebrate_count', 'insightful_count', 'curious_count')
    .firstOrFail()
  return {
    likesCount: row.likes_count as number,
    celebrateCount: row.celebrate_count as number,
    insightfulCount: row.insightful_count as number,
    curiousCount: row.curious_count as number,
  }
}
