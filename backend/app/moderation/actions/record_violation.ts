import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import emitter from '@adonisjs/core/services/emitter'
import { MODERATION_RULES } from '#moderation/constants'
import {
  activeBanId,
  activeStrikes,
  insertAccountAction,
  insertViolation,
  type NewViolation,
} from '#moderation/repositories/violations_repository'

export interface ViolationInput extends NewViolation {
  adminId: string
  /** Restrict the author (days), as the action asked. */
  restrictDays: number | null
}

export interface ViolationResult {
  violationId: string
  /** The restriction or ban now active because of it, if any. */
  accountActionId: string | null
  banned: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A rejected item's consequences for its author, inside the action's
 * transaction: the violation and its strike (90 days), the restriction
 * asked for, a ban at 3 active strikes (part 2 §3, §7, §9).
 * Implemented by the accounts work (modaccount), called by the reject
 * action (modqueue). A ban also emits `moderation:user_banned` after the
 * commit (the auth module ends the member's sessions).
 */
export async function recordViolation(trx: TransactionClientContract, input: ViolationInput): Promise<ViolationResult> {
  const now = new Date()
  const { id: violationId, appealDeadline } = await insertViolation(trx, input, now)
  const accountAction = (type: 'restriction' | 'ban', endDate: Date | null, reason: string) =>
    insertAccountAction(
      trx,
      {
        userId: input.userId,
        violationId,
        itemId: input.itemId,
        type,
        severity: input.severity,
        reason,
        endDate,
        appliedBy: input.adminId,
        appealDeadline,
      },
      now
    )

  let accountActionId: string | null = null
  if (input.restrictDays && input.restrictDays > 0) {
    accountActionId = await accountAction(
      'restriction',
      new Date(now.getTime() + input.restrictDays * DAY_MS),
      input.reason
    )
  }

  let banned = false
  if ((await activeStrikes(trx, input.userId, now)) >= MODERATION_RULES.maxStrikes) {
    const existing = await activeBanId(trx, input.userId)
    if (existing) {
      accountActionId = existing
    } else {
      accountActionId = await accountAction('ban', null, `${MODERATION_RULES.maxStrikes} active strikes`)
      trx.after('commit', async () => {
        await emitter.emit('moderation:user_banned', { userId: input.userId })
      })
    }
    banned = true
  }
  return { violationId, accountActionId, banned }
}
