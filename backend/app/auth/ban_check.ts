/*
| The sign-in's check for bans: auth knows nothing of how bans are stored.
| The moderation module, when enabled, provides the 'moderation:ban-check'
| port (#auth/contract) from its start.ts; a banned member's sign-in is
| refused and GET /api/user/me answers 403 with its message.
*/
import { port } from '#shared/modules/registry'
import type {} from '#auth/contract'

export async function banMessage(userId: string): Promise<string | null> {
  const check = port('moderation:ban-check')
  return check ? check(userId) : null
}
