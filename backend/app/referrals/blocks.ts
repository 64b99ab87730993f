/*
| The referrals module's use of blocks: who blocked whom is messaging's. The
| messaging module, when enabled, provides the 'messaging:blocked-pair' port
| (#referrals/contract) from its start.ts. A blocked pair never asks each
| other for a referral, nor invites each other by e-mail, whichever of the
| two blocked. Without messaging nobody can block, so nothing is refused.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { port } from '#shared/modules/registry'
import type {} from '#referrals/contract'

/** True when either member blocked the other (inside the caller's transaction when given). */
export async function blockedEitherWay(one: string, two: string, client?: TransactionClientContract) {
  const blockedPair = port('messaging:blocked-pair')
  return blockedPair ? blockedPair(one, two, client) : false
}
