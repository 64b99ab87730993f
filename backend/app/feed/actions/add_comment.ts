import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { errors } from '@vinejs/vine'
import type User from '#shared/models/user'
import PostComment from '#feed/models/post_comment'
import { MESSAGES } from '#feed/constants'
import { excerpt } from '#feed/rules/event_payloads'
import { extractMentions } from '#feed/rules/blocks'
import { rescore } from '#feed/repositories/rankings_repository'
import { incrementPostCounter, lockVisiblePost } from '#feed/repositories/posts_repository'
import { incrementRepliesCount, lockVisibleParentComment } from '#feed/repositories/comments_repository'
import { touchAffinity } from '#feed/repositories/interactions_repository'

function parentNotFound() {
  return new errors.E_VALIDATION_ERROR([{ field: 'parentCommentId', message: MESSAGES.parentNotFound, rule: 'exists' }])
}

/**
 * Adds a comment, or a reply to a visible comment of the same post, and
 * keeps the post's commentsCount and the parent's repliesCount exact.
 */
export default class AddComment {
  async handle(author: User, postId: string, input: { content: string; parentCommentId?: string | null }) {
    let parentAuthorId: string | null = null
    let postAuthorId = ''
    const comment = await db.transaction(async (trx) => {
      const post = await lockVisiblePost(trx, postId, author.id)
      postAuthorId = post.author_id
      const parentId = input.parentCommentId ?? null
      if (parentId) {
        parentAuthorId = await lockVisibleParentComment(trx, postId, parentId)
        if (!parentAuthorId) throw parentNotFound()
        await incrementRepliesCount(trx, parentId)
      }
      const created = new PostComment()
      created.useTransaction(trx)
      created.fill({
        postId,
        authorId: author.id,
        content: input.content,
        parentCommentId: parentId,
        mentions: extractMentions(input.content),
      })
      await created.save()
      await incrementPostCounter(trx, postId, 'comments_count')
      await touchAffinity(trx, author.id, post.author_id)
      await rescore(trx, postId)
      return created
    })

    await emitter.emit('feed:comment_created', {
      commentId: comment.id,
      postId,
      postAuthorId,
      parentCommentId: comment.parentCommentId,
      parentAuthorId,
      actor: { id: author.id, name: author.name },
      excerpt: excerpt(comment.content),
      content: comment.content,
    })
    return comment
  }
}
