/*
| The write restriction hook (issue 14): a restricted or banned member
| cannot post, comment, message or post jobs. The moderation module, when
| enabled, provides the check at start (from its events.ts); without it
| nobody is restricted. Routes apply it through the `restricted` named
| middleware (start/kernel.ts).
*/

/** The refusal message for this member's writes now ('Your account is restricted until …', the ban), or null. */
export type RestrictionCheck = (userId: string) => Promise<string | null>

let check: RestrictionCheck | null = null

export function provideRestrictionCheck(next: RestrictionCheck | null) {
  check = next
}

/** Why the member cannot write now (null when nothing stands against it, or no module provides the check). */
export async function restrictionMessage(userId: string): Promise<string | null> {
  return check ? check(userId) : null
}
