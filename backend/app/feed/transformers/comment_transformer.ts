import type { CommentReaction } from '#feed/constants'
import { transformAuthor, type AuthorColumns } from '#feed/transformers/author_transformer'

/** A row of queries/comments_query.ts. */
export interface CommentRow extends AuthorColumns {
  id: string
  post_id: string
  content: string
  parent_comment_id: string | null
  likes_count: number
  celebrate_count: number
  insightful_count: number
  curious_count: number
  replies_count: number
  is_edited: boolean
  edited_at: Date | null
  created_at: Date
  updated_at: Date
  reaction: CommentReaction | null
}

/** The Comment of part 1 §3. */
export function transformComment(row: CommentRow, readerId: string) {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    authorId: row.author_id,
    author: transformAuthor(row),
    parentCommentId: row.parent_comment_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isEdited: row.is_edited,
    editedAt: row.edited_at?.toISOString() ?? null,
    likesCount: row.likes_count,
    celebrateCount: row.celebrate_count,
    insightfulCount: row.insightful_count,
    curiousCount: row.curious_count,
    repliesCount: row.replies_count,
    reaction: row.reaction,
    isOwner: row.author_id === readerId,
  }
}

export type CommentJson = ReturnType<typeof transformComment>
