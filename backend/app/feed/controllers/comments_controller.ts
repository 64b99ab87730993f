import type { HttpContext } from '@adonisjs/core/http'
import { LIMITS, MESSAGES } from '#feed/constants'
import {
  commentReactionValidator,
  createCommentValidator,
  editCommentValidator,
  pageQueryValidator,
} from '#feed/validators/feed_validators'
import CommentPolicy from '#feed/policies/comment_policy'
import {
  commentForPolicy,
  commentsOfPost,
  deletedComments,
  findCommentForModerator,
  findCommentForReader,
} from '#feed/queries/comments_query'
import AddComment from '#feed/actions/add_comment'
import EditComment from '#feed/actions/edit_comment'
import DeleteComment from '#feed/actions/delete_comment'
import ReactToComment from '#feed/actions/react_to_comment'
import RestoreComment from '#feed/actions/restore_comment'

export default class CommentsController {
  /** GET /api/posts/{id}/comments?limit=10&cursor= → { comments, hasMore, nextCursor } */
  async index({ params, request, auth }: HttpContext) {
    const { limit, cursor } = await pageQueryValidator.validate(request.qs())
    return commentsOfPost(auth.getUserOrFail().id, params.id, limit ?? LIMITS.commentsPageDefault, cursor)
  }

  /** POST /api/posts/{id}/comments {content, parentCommentId} → 201 comment */
  async store({ params, request, response, auth }: HttpContext) {
    const input = await request.validateUsing(createCommentValidator)
    const author = auth.getUserOrFail()
    const comment = await new AddComment().handle(author, params.id, input)
    return response.created(await findCommentForReader(author.id, comment.id))
  }

  /** PATCH /api/comments/{id} {content} → comment */
  async update({ params, request, auth, bouncer }: HttpContext) {
    const editor = auth.getUserOrFail()
    await bouncer.with(CommentPolicy).authorize('edit', await commentForPolicy(editor.id, params.id))
    const { content } = await request.validateUsing(editCommentValidator)
    await new EditComment().handle(params.id, editor.id, content)
    return findCommentForReader(editor.id, params.id)
  }

  /** DELETE /api/comments/{id} → { success, mode, message }; 403 { error: 'Permission Denied', message } */
  async destroy({ params, auth, bouncer, response }: HttpContext) {
    const actor = auth.getUserOrFail()
    const comment = await commentForPolicy(actor.id, params.id)
    const policy = bouncer.with(CommentPolicy)
    if (await policy.denies('delete', comment)) {
      return response.forbidden({ error: MESSAGES.permissionDenied, message: MESSAGES.deleteCommentDenied })
    }
    const mode = (await policy.allows('removePermanently', comment)) ? 'permanent' : 'soft'
    return new DeleteComment().handle(params.id, actor.id, mode)
  }

  /** POST /api/comments/{id}/reactions {type, reason?} → counts and the reader's reaction */
  async react({ params, request, auth }: HttpContext) {
    const { type, reason } = await request.validateUsing(commentReactionValidator)
    return new ReactToComment().handle(auth.getUserOrFail(), params.id, type, reason ?? null)
  }

  /** GET /api/comments/deleted?limit=20&cursor= (admin) → { comments, nextCursor }, newest deletion first */
  async deleted({ request, bouncer }: HttpContext) {
    await bouncer.with(CommentPolicy).authorize('restore')
    const { limit, cursor } = await pageQueryValidator.validate(request.qs())
    return deletedComments(limit ?? LIMITS.deletedCommentsPageDefault, cursor)
  }

  /** POST /api/comments/{id}/restore (admin) → { message, comment }; 404 unless soft-deleted */
  async restore({ params, auth, bouncer }: HttpContext) {
    await bouncer.with(CommentPolicy).authorize('restore')
    await new RestoreComment().handle(params.id)
    return {
      message: MESSAGES.commentRestored,
      comment: await findCommentForModerator(auth.getUserOrFail().id, params.id),
    }
  }
}
