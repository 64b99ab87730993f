import type { ContentType } from '@hireloop/backend/moderation-constants'
import type { MyStandingAnswer, Violation } from '../../api/moderation/get-my-standing'

/** Where a member reads their standing (the moderation notification links here too). */
export const STANDING_PATH = '/profile/standing'

/** A date and time in the member's own locale and time zone, e.g. "Nov 26, 2026, 3:04 PM". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** A date alone, in the member's locale. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
}

const NOUNS: Record<ContentType, string> = {
  post: 'post',
  comment: 'comment',
  job: 'job posting',
  message: 'message',
  profile: 'profile',
}

/** "Your post was removed", "Your job posting was removed"… */
export function removedTitle(contentType: ContentType): string {
  return `Your ${NOUNS[contentType] ?? 'content'} was removed`
}

const STATUS_WORDS: Record<string, string> = {
  pending_acknowledgment: 'Awaiting your answer',
  acknowledged: 'Acknowledged',
  appealed: 'Appeal under review',
  appeal_denied: 'Appeal denied: the decision stands',
  reversed: 'Reversed: strike lifted',
}

/** The notice's status in words (an unknown status is shown as the server names it). */
export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status
}

/** Which answers a notice still takes. */
export function noticeActions(violation: Violation) {
  return {
    acknowledge: !violation.acknowledged && violation.status !== 'reversed',
    appeal: violation.canAppeal,
  }
}

/** A restriction (not a ban) in force now: what the banner is about. */
export function activeRestriction(standing: MyStandingAnswer | undefined) {
  const restriction = standing?.restriction
  return restriction && restriction.isActive && restriction.type === 'restriction' ? restriction : null
}

export const RESTRICTED_ABILITIES_TEXT = "you can't post, comment, send messages or post jobs."

/** "Your account is restricted until <date and time>: you can't post, comment, send messages or post jobs." */
export function restrictionSentence(endsAt: string | null): string {
  const until = endsAt ? `until ${formatDateTime(endsAt)}` : 'for now'
  return `Your account is restricted ${until}: ${RESTRICTED_ABILITIES_TEXT}`
}
