/*
| Listeners of the notifications module: feed events become rows for the
| people concerned, never for the actor themself. Registered by
| config/modules.ts, so disabling the module removes them. Only event types are taken from
| the feed (type-only imports): nothing of the feed runs here.
*/
import type { CommentLiked, PostLiked } from '#feed/events'
import type {} from '#jobs/events'
import { listen } from '#shared/events/safe_listener'
import { notify, forgetEntity } from '#notifications/services/notify'

const POST_REACTION_WORDS: Record<PostLiked['reaction'], string> = {
  like: 'liked your post',
  love: 'loves your post',
  celebrate: 'celebrated your post',
  insightful: 'found your post insightful',
  support: 'supports your post',
}

const COMMENT_REACTION_WORDS: Record<CommentLiked['reaction'], string> = {
  like: 'liked your comment',
  celebrate: 'celebrated your comment',
  insightful: 'found your comment insightful',
  curious: 'is curious about your comment',
}

/* A listener failure is logged (see listen): it never fails the request that caused it. */
listen('feed:post_liked', 'notifications', async (event) => {
  await notify({
    userId: event.postAuthorId,
    actorId: event.actor.id,
    type: 'post_like',
    entityType: 'post',
    entityId: event.postId,
    message: `${event.actor.name} ${POST_REACTION_WORDS[event.reaction]}`,
  })
})

listen('feed:comment_created', 'notifications', async (event) => {
  // Replying to the post author's own comment: one notification, the reply.
  if (event.parentAuthorId) {
    await notify({
      userId: event.parentAuthorId,
      actorId: event.actor.id,
      type: 'reply_to_comment',
      entityType: 'post',
      entityId: event.postId,
      commentId: event.commentId,
      message: `${event.actor.name} replied to your comment: "${event.excerpt}"`,
    })
  }
  if (event.postAuthorId !== event.parentAuthorId) {
    await notify({
      userId: event.postAuthorId,
      actorId: event.actor.id,
      type: 'comment_on_post',
      entityType: 'post',
      entityId: event.postId,
      commentId: event.commentId,
      message: `${event.actor.name} commented on your post: "${event.excerpt}"`,
    })
  }
})

listen('feed:comment_liked', 'notifications', async (event) => {
  await notify({
    userId: event.commentAuthorId,
    actorId: event.actor.id,
    type: 'comment_like',
    entityType: 'post',
    entityId: event.postId,
    commentId: event.commentId,
    message: `${event.actor.name} ${COMMENT_REACTION_WORDS[event.reaction]}`,
  })
})

listen('feed:post_deleted', 'notifications', async (event) => {
  await forgetEntity('post', event.postId)
})

/* A new job matched one of the user's active alerts (jobs module). */
listen('jobs:job_matched', 'notifications', async (event) => {
  await notify({
    userId: event.userId,
    actorId: null,
    type: 'job_match',
    entityType: 'job',
    entityId: event.jobId,
    message: `New job matching your alert: ${event.jobTitle} at ${event.companyName}`,
  })
})
