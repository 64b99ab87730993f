/*
| The sign-in's hook for bans, the way profile_extras works: auth
| knows nothing of how bans are stored. The moderation module, when enabled,
| provides at start (through #auth/events) the check; a banned member's
| sign-in is refused and GET /api/user/me answers 403 with its message.
*/

/** The refusal message when the member is banned, or null. */
export type BanCheck = (userId: string) => Promise<string | null>

let check: BanCheck | null = null

export function provideBanCheck(next: BanCheck | null) {
  check = next
}

export async function banMessage(userId: string): Promise<string | null> {
  return check ? check(userId) : null
}
