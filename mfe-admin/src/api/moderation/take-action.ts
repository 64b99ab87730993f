import type { ModerationAction, ModerationActionAnswer } from '@hireloop/backend/api-types/moderation'
import { apiJson } from '@hireloop/shared-ui'
import { QUEUE_URL } from './moderation-urls'

export interface ModerationActionBody {
  action: ModerationAction
  reason: string
  restrictUser: boolean
  restrictDuration: number | null
}

/** POST /api/moderation/queue/{id}/action {action, reason, restrictUser, restrictDuration}. */
export function takeModerationAction(id: string, body: ModerationActionBody): Promise<ModerationActionAnswer> {
  return apiJson<ModerationActionAnswer>('POST', `${QUEUE_URL}/${encodeURIComponent(id)}/action`, body)
}
