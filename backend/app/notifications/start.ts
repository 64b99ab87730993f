/*
| The notifications module's start (called by the module registry,
| config/modules.ts): other modules' events become rows for the people
| concerned, never for the actor themself, and Web Push reaches their
| devices (push/listeners.ts). Only the events' types come from the
| emitting modules' contracts: nothing of theirs runs here.
*/
import type { CommentLiked, PostLiked } from '#feed/contract'
import type {} from '#jobs/contract'
import type {} from '#messaging/contract'
import { CATEGORY_LABELS } from '#moderation/contract'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { listen } from '#shared/events/safe_listener'
import { notify, forgetEntity } from '#notifications/services/notify'
import { flushWaitingMessages, registerPushListeners } from '#notifications/push/listeners'

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

/* Moderation decided: the author of rejected content learns which guideline and why; reporters learn the outcome. */
const MODERATED_NOUNS: Record<string, string> = {
  post: 'post',
  comment: 'comment',
  job: 'job',
  message: 'message',
  profile: 'profile',
}

export default function start() {
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
      job: { id: event.jobId, title: event.jobTitle, company: event.companyName },
    })
  })

  /* Applications (jobs module): the employer hears of each new applicant, the candidate of each move. */
  listen('jobs:application_submitted', 'notifications', async (event) => {
    await notify({
      userId: event.employerId,
      actorId: event.candidateId,
      type: 'candidate_applied',
      entityType: 'job',
      entityId: event.jobId,
      message: `${event.candidateName} applied to ${event.jobTitle}`,
      job: { id: event.jobId, title: event.jobTitle, company: null },
    })
  })

  listen('jobs:application_status_changed', 'notifications', async (event) => {
    await notify({
      userId: event.candidateId,
      actorId: event.changedBy,
      type: 'application_status',
      entityType: 'application',
      entityId: event.applicationId,
      message: `Your application for ${event.jobTitle} at ${event.companyName}: ${event.toLabel}`,
      job: { id: event.jobId, title: event.jobTitle, company: event.companyName },
    })
  })

  /* A withdrawn application no longer exists: the employer's "applied" notification about it goes. */
  listen('jobs:application_withdrawn', 'notifications', async (event) => {
    await db
      .from('notifications')
      .where({
        user_id: event.employerId,
        actor_id: event.candidateId,
        type: 'candidate_applied',
        entity_id: event.jobId,
      })
      .delete()
  })

  /* No one answered an application within the response deadline (jobs module's sweep; once per application). */
  listen('jobs:application_overdue', 'notifications', async (event) => {
    await notify({
      userId: event.candidateId,
      actorId: null,
      type: 'application_overdue',
      entityType: 'application',
      entityId: event.applicationId,
      message: `${event.companyName} has not responded to your application for ${event.jobTitle} yet`,
      job: { id: event.jobId, title: event.jobTitle, company: event.companyName },
    })
  })

  /* Messaging: a connection request tells its target; an acceptance tells the one who asked. */
  listen('messaging:connection_requested', 'notifications', async (event) => {
    await notify({
      userId: event.targetId,
      actorId: event.requesterId,
      type: 'connection_request',
      entityType: 'user',
      entityId: event.requesterId,
      message: `${event.requesterName} wants to connect with you`,
    })
  })

  listen('messaging:connection_accepted', 'notifications', async (event) => {
    await notify({
      userId: event.requesterId,
      actorId: event.targetId,
      type: 'connection_accepted',
      entityType: 'user',
      entityId: event.targetId,
      message: `${event.targetName} accepted your connection request`,
    })
  })

  /* A connection recommended a job (messaging module); the message is already in their thread. */
  listen('messaging:job_recommended', 'notifications', async (event) => {
    await notify({
      userId: event.recipientId,
      actorId: event.senderId,
      type: 'job_recommendation',
      entityType: 'job',
      entityId: event.jobId,
      message: `${event.senderName} recommended ${event.jobTitle} at ${event.companyName}`,
      job: { id: event.jobId, title: event.jobTitle, company: event.companyName },
    })
  })

  /* Screening held a job (or other content) until review: its author is told why, in the moderation module's words. */
  listen('moderation:content_held', 'notifications', async (event) => {
    await notify({
      userId: event.authorId,
      actorId: null,
      type: 'moderation_violation',
      entityType: event.contentType,
      entityId: event.contentId,
      message: event.message,
    })
  })

  listen('moderation:decided', 'notifications', async (event) => {
    if (event.action !== 'approve' && event.action !== 'reject') return
    const noun = MODERATED_NOUNS[event.contentType] ?? 'content'
    const entity =
      event.contentType === 'comment' ? 'comment' : event.contentType === 'profile' ? 'user' : event.contentType
    if (event.fromAppeal) {
      // The author's appeal was decided; the reporters heard the first decision already.
      if (!event.authorId) return
      await notify({
        userId: event.authorId,
        actorId: null,
        type: 'moderation_violation',
        entityType: entity,
        entityId: event.contentId,
        message:
          event.action === 'approve'
            ? `We reviewed your appeal and restored your ${noun}. The strike has been lifted.`
            : `We reviewed your appeal: your ${noun} stays removed. ${event.reason}`,
      })
      return
    }
    if (event.action === 'reject' && event.authorId) {
      const guidelines = event.categories.map((category) => CATEGORY_LABELS[category]).join(', ')
      await notify({
        userId: event.authorId,
        actorId: null,
        type: 'moderation_violation',
        entityType: entity,
        entityId: event.contentId,
        message: guidelines
          ? `Your ${noun} was removed for breaking our community guidelines (${guidelines}): ${event.reason}`
          : `Your ${noun} was removed for breaking our community guidelines: ${event.reason}`,
      })
    }
    for (const reporterId of event.reporterIds) {
      await notify({
        userId: reporterId,
        actorId: null,
        type: 'moderation_outcome',
        entityType: entity,
        entityId: event.contentId,
        message:
          event.action === 'reject'
            ? `Thank you for your report. We reviewed the ${noun} and removed it.`
            : `Thank you for your report. We reviewed the ${noun} and found it within our community guidelines.`,
      })
    }
  })

  registerPushListeners()
  app.terminating(() => flushWaitingMessages())
}
