import { BasePolicy, AuthorizationResponse } from '@adonisjs/bouncer'
import type User from '#shared/models/user'
import { MESSAGES } from '#feed/constants'

type CommentRef = { authorId: string; postAuthorId: string }

/**
 * Part 1 §6 "Comment deletion": an admin or the post's author removes a
 * comment for everyone; its own author soft-deletes it; nobody else may.
 * Only the author edits.
 */
export default class CommentPolicy extends BasePolicy {
  edit(user: User, comment: CommentRef) {
    return user.id === comment.authorId || AuthorizationResponse.deny(MESSAGES.notCommentAuthor, 403)
  }

  removePermanently(user: User, comment: CommentRef) {
    return user.userType === 'admin' || user.id === comment.postAuthorId
  }

  softDelete(user: User, comment: CommentRef) {
    return user.id === comment.authorId
  }

  delete(user: User, comment: CommentRef) {
    return (
      this.removePermanently(user, comment) ||
      this.softDelete(user, comment) ||
      AuthorizationResponse.deny(MESSAGES.permissionDenied, 403)
    )
  }
}
