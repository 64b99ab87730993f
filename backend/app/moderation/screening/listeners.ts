/*
| Screening content as it is created or edited: each listener
| screens the text its event carries and hands hits to the queue's
| `enqueue`; a held hit hides the content through the owning module.
| Registered by `registerScreeningListeners()`, called from
| moderation/start.ts when the module is on.
|
| Covered: new and edited posts (feed:post_published), new and edited
| comments (feed:comment_created, feed:comment_edited), edited jobs
| (jobs:job_edited) and profile texts (auth:profile_updated). Messages and
| new jobs are screened before they are announced (a message is pushed
| live, a new job is matched to alerts), through #shared/services/screening
| (provided below); a message is private, so personal details are not
| flagged there. Jobs go through job_screening.ts (rules and the job-scam
| model, with the company's context).
*/
import db from '@adonisjs/lucid/services/db'
import { listen } from '#shared/events/safe_listener'
import { provideScreening } from '#shared/services/screening'
import { enqueue } from '#moderation/services/intake'
import { screenText, type ScreeningContext } from './screen.js'
import { screeningIntake, type ScreenedContent } from './intake.js'
import { screenJob } from './job_screening.js'

/** Screens one text and enqueues it when something is found; the queue item id, or null. */
export async function screenAndEnqueue(screened: ScreenedContent, context: ScreeningContext) {
  const input = screeningIntake(screenText(screened.content, context), screened)
  if (!input) return null
  const { itemId } = await enqueue(input)
  return itemId
}

export function registerScreeningListeners() {
  provideScreening(async ({ contentType, contentId, authorId, content, isPublic }) => {
    if (contentType === 'job') {
      const screened = await screenJob({ jobId: contentId, ownerId: authorId, content })
      return { held: screened?.held === true }
    }
    const itemId = await screenAndEnqueue({ contentType, contentId, authorId, content }, { contentType, isPublic })
    if (!itemId) return { held: false }
    const item = await db.from('moderation_items').where('id', itemId).select('hidden').first()
    return { held: item?.hidden === true }
  })

  listen('jobs:job_edited', 'moderation screening', async ({ jobId, ownerId, content }) => {
    await screenJob({ jobId, ownerId, content })
  })

  listen('feed:post_published', 'moderation screening', async ({ postId, authorId, content }) => {
    await screenAndEnqueue(
      { contentType: 'post', contentId: postId, authorId, content },
      { contentType: 'post', isPublic: true }
    )
  })

  listen('feed:comment_created', 'moderation screening', async ({ commentId, actor, content }) => {
    await screenAndEnqueue(
      { contentType: 'comment', contentId: commentId, authorId: actor.id, content },
      { contentType: 'comment', isPublic: true }
    )
  })

  listen('feed:comment_edited', 'moderation screening', async ({ commentId, authorId, content }) => {
    await screenAndEnqueue(
      { contentType: 'comment', contentId: commentId, authorId, content },
      { contentType: 'comment', isPublic: true }
    )
  })

  listen('auth:profile_updated', 'moderation screening', async ({ userId, content }) => {
    await screenAndEnqueue(
      { contentType: 'profile', contentId: userId, authorId: userId, content },
      { contentType: 'profile', isPublic: true }
    )
  })
}
