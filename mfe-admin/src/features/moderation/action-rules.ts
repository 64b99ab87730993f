import type { ModerationAction, Severity } from '@hireloop/backend/api-types/moderation'
import { ACTION_REASONS, MODERATION_RULES } from '@hireloop/backend/moderation-constants'
import type { ModerationActionBody } from '../../api/moderation/take-action'

/**
 * The body of an action with the defaults of part 2 §7: approve and escalate never restrict; reject restricts the
 * author for critical or high severity and sets the duration to 7 days when critical, 3 otherwise.
 */
export function defaultActionBody(action: ModerationAction, severity: Severity): ModerationActionBody {
  if (action !== 'reject')
    return { action, reason: ACTION_REASONS[action], restrictUser: false, restrictDuration: null }
  const { critical = 7, high = 3 } = MODERATION_RULES.restrictDays
  return {
    action,
    reason: ACTION_REASONS.reject,
    restrictUser: severity === 'critical' || severity === 'high',
    restrictDuration: severity === 'critical' ? critical : high,
  }
}

/** The server keeps reasons up to this length (longer ones are refused with MODERATION_MESSAGES.reasonMax). */
export const REASON_MAX_LENGTH = 500

export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  escalate: 'Escalate',
}

/** Part 2 §8, moderation rows. */
export const ACTION_TOASTS = {
  success: 'Action completed successfully',
  failure: 'Failed to process action',
  failureFallback: 'Please try again',
} as const

/** Part 2 §9: confidence is shown as a percentage. */
export const formatConfidence = (confidence: number) => `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`

/** Hours with one decimal ('2.5 h'), whole hours when round. */
export const formatHours = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`

export const isBacklogged = (pending: number) => pending > MODERATION_RULES.backlogAbove
export const isSlowResponse = (hours: number) => hours > MODERATION_RULES.slowResponseHours
export const isUnhealthy = (score: number) => score < MODERATION_RULES.unhealthyScoreBelow
