/*
| Typed events the moderation module emits after its transactions commit.
| The module owning the content listens and hides or restores it
| (`moderation:content_hidden`, `moderation:content_restored`); the
| notifications module tells authors and reporters (`moderation:decided`).
*/
import type { Category, ContentType, ModerationAction, Severity } from '#moderation/constants'

/** The guidelines' names, for listeners telling an author which one was broken. */
export { CATEGORY_LABELS } from '#moderation/constants'
/** The job screening's port, provided by the jobs module. */
export { provideJobScreeningContext, type JobScreeningContext } from '#moderation/job_context'

export interface ContentVisibility {
  itemId: string
  contentType: ContentType
  contentId: string
  /** A restored job: the status it had before it was hidden (its owner may have paused it). */
  jobStatus?: 'active' | 'paused'
}

/** Hidden content, with the guidelines it was flagged under (the owner tells its author why). */
export interface ContentHidden extends ContentVisibility {
  categories: Category[]
  /** The categories' names in words, in the same order ('Job scams'). */
  guidelines: string[]
}

export interface ModerationDecided {
  itemId: string
  action: ModerationAction | 'reverse'
  contentType: ContentType
  contentId: string
  authorId: string | null
  reporterIds: string[]
  severity: Severity
  categories: Category[]
  reason: string
  /** The item was back in the queue on its author's appeal: approve upholds the appeal, reject denies it. */
  fromAppeal: boolean
}

/** Screening held content until an admin decides: its author is told why, in words. */
export interface ContentHeld {
  itemId: string
  contentType: ContentType
  contentId: string
  authorId: string
  message: string
}

/** A member reached the strike limit and is banned (the auth module ends their sessions). */
export interface UserBanned {
  userId: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'moderation:user_banned': UserBanned
    'moderation:content_hidden': ContentHidden
    'moderation:content_restored': ContentVisibility
    'moderation:content_held': ContentHeld
    'moderation:decided': ModerationDecided
  }
}

// Members' standing: the restriction and ban checks it provides, the appeal listener (modaccount).
import '#moderation/account_hooks'
// The queue's listeners: reports into the queue (they register only when the module is on).
import '#moderation/listeners'
