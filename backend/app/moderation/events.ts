/*
| Typed events the moderation module emits after its transactions commit.
| The module owning the content listens and hides or restores it
| (`moderation:content_hidden`, `moderation:content_restored`); the
| notifications module tells authors and reporters (`moderation:decided`).
*/
import type { Category, ContentType, ModerationAction, Severity } from '#moderation/constants'

/** The guidelines' names, for listeners telling an author which one was broken. */
export { CATEGORY_LABELS } from '#moderation/constants'

export interface ContentVisibility {
  itemId: string
  contentType: ContentType
  contentId: string
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

/** A member reached the strike limit and is banned (the auth module ends their sessions). */
export interface UserBanned {
  userId: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'moderation:user_banned': UserBanned
    'moderation:content_hidden': ContentVisibility
    'moderation:content_restored': ContentVisibility
    'moderation:decided': ModerationDecided
  }
}

// Members' standing: the restriction and ban checks it provides, the appeal listener (modaccount).
import '#moderation/account_hooks'
// The queue's listeners: reports into the queue (they register only when the module is on).
import '#moderation/listeners'
