/*
| The write restriction hook: a restricted or banned member cannot post,
| comment, message or post jobs. The moderation module, when
| enabled, provides the check at start (from its start.ts); without it
| nobody is restricted. Routes apply it through the `restricted` named
| middleware (start/kernel.ts).
*/
import { port, providePort } from '#shared/modules/registry'

/** The refusal message for this member's writes now ('Your account is restricted until …', the ban), or null. */
export type RestrictionCheck = (userId: string) => Promise<string | null>

/** Set on the 403 of a refused write: the refusal is the account's standing, `error` says until when. */
export const RESTRICTION_HEADER = 'X-Account-Restriction'

declare global {
  interface HireloopPorts {
    restrictions: RestrictionCheck
  }
}

/** Provides the check; answers the one it replaces (so a caller can put it back). */
export function provideRestrictionCheck(next: RestrictionCheck | null): RestrictionCheck | null {
  return providePort('restrictions', next)
}

/** Why the member cannot write now (null when nothing stands against it, or no module provides the check). */
export async function restrictionMessage(userId: string): Promise<string | null> {
  const check = port('restrictions')
  return check ? check(userId) : null
}
