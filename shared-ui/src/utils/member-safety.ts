import { CATEGORIES, CATEGORY_LABELS } from '@hireloop/backend/moderation-constants'

/** What the server accepts as a report's reason: 1–500 characters. */
export const REPORT_REASON_MAX = 500

/**
 * The reasons a member picks from: the community guidelines the moderators sort reports by. The server files a
 * report under a guideline when its reason is that guideline's name.
 */
export const REPORT_REASONS: readonly string[] = CATEGORIES.map((category) => CATEGORY_LABELS[category])

/** The details that fit in the server's 500 characters after any reason and its ': '. */
export const REPORT_DETAILS_MAX = REPORT_REASON_MAX - Math.max(...REPORT_REASONS.map((reason) => reason.length)) - 2

/** The reason sent: the guideline's name, then the member's own words when they gave any. */
export function reportReason(reason: string, details: string) {
  const extra = details.trim().slice(0, REPORT_DETAILS_MAX)
  return extra ? `${reason}: ${extra}` : reason
}

/**
 * What blocking does, as the server enforces it: no messages and no connection either way (an existing one, or a
 * request, is removed), no referral requests or invitations either way; past messages stay; the other is not told.
 */
export function blockText(name: string) {
  return {
    title: `Block ${name}?`,
    description:
      `Neither of you will be able to message the other, ask to connect, or ask the other for a referral. ` +
      `Your connection, or any connection request between you, is removed. Past messages stay. ` +
      `${name} is not told. You can unblock them later, but a removed connection does not come back.`,
  }
}
