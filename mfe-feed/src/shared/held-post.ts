/**
 * What the author of a post held by moderation is told (on publishing, and on the post while it stays hidden): that
 * it is under review, why, and who sees it meanwhile.
 */
export const HELD_POST_NOTICE = {
  title: 'Post under review',
  description:
    'Our automatic check found something that may go against the Community Guidelines, so only you can see this post until a moderator reviews it. We will notify you of the decision.',
} as const

/** The guidelines the post was flagged under, as its author reads them ('Reason: Job scams'); none when unknown. */
export function heldReasonText(heldReason: string | null | undefined): string | null {
  return heldReason ? `Reason: ${heldReason}` : null
}
