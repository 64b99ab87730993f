import AppPolicy from '#shared/policies/app_policy'
import type User from '#shared/models/user'
import { MESSAGES } from '#feed/constants'

type CommentRef = { authorId: string; postAuthorId: string }

/**
 * Part 1 §6 "Comment deletion": an admin or the post's author removes a
 * comment for everyone; its own author soft-deletes it; nobody else may.
 * Only the author edits. Admins list and restore soft-deleted comments.
 */
export default class CommentPolicy extends AppPolicy {
  edit(user: User, comment: CommentRef) {
    return this.allowOr(user.id === comment.authorId, MESSAGES.notCommentAuthor)
  }

  removePermanently(user: User, comment: CommentRef) {
    return this.isAdmin(user) || user.id === comment.postAuthorId
  }

  softDelete(user: User, comment: CommentRef) {
    return user.id === comment.authorId
  }

  /** Soft-deleted comments: listed and restored by admins only (403 `{error: 'Admins only'}`). */
  restore(user: User) {
    return this.allowOr(this.isAdmin(user), MESSAGES.adminsOnly)
  }

  delete(user: User, comment: CommentRef) {
    return this.allowOr(
      this.removePermanently(user, comment) || this.softDelete(user, comment),
      MESSAGES.permissionDenied
    )
  }
}
