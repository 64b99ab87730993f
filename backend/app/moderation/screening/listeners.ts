/*
| Screening new content as it is created (issue 14): each listener reads
| the text (through the owning module's model: the events carry ids or an
| excerpt only), screens it and hands hits to the queue's `enqueue`.
| Registered by `registerScreeningListeners()`, to be called from
| moderation/events.ts when the module is on.
|
| Covered: new jobs (jobs:job_posted → Job) and comments
| (feed:comment_created → PostComment). Not covered, for lack of an event
| or a readable text: new posts (the feed emits no post-created event),
| messages (messaging:message_sent has ids only and messaging has no
| model), profile texts (no profile-updated event).
*/
import { listen } from '#shared/events/safe_listener'
import Job from '#jobs/models/job'
import PostComment from '#feed/models/post_comment'
import { enqueue } from '#moderation/services/intake'
import { screenText, type ScreeningContext } from './screen.js'
import { screeningIntake, type ScreenedContent } from './intake.js'

/** Screens one text and enqueues it when something is found; the queue item id, or null. */
export async function screenAndEnqueue(screened: ScreenedContent, context: ScreeningContext) {
  const input = screeningIntake(screenText(screened.content, context), screened)
  if (!input) return null
  const { itemId } = await enqueue(input)
  return itemId
}

export function registerScreeningListeners() {
  listen('jobs:job_posted', 'moderation screening', async ({ jobId, ownerId }) => {
    const job = await Job.find(jobId)
    if (!job) return
    const content = [job.title, job.description, job.requirements].filter(Boolean).join('\n\n')
    await screenAndEnqueue(
      { contentType: 'job', contentId: job.id, authorId: ownerId, content },
      { contentType: 'job', isPublic: true }
    )
  })

  listen('feed:comment_created', 'moderation screening', async ({ commentId, actor }) => {
    const comment = await PostComment.find(commentId)
    if (!comment) return
    await screenAndEnqueue(
      { contentType: 'comment', contentId: comment.id, authorId: actor.id, content: comment.content },
      { contentType: 'comment', isPublic: true }
    )
  })
}
