import { apiJson } from '@hireloop/shared-ui'
import { jobKey } from './get-job'
import type { InteractionResponse, InteractionType } from './types'

/** POST /api/jobs/{id}/interactions {type} → {save|like, message}: a toggle, the answer says the new state. */
export function toggleJobInteraction(id: string, type: InteractionType): Promise<InteractionResponse> {
  return apiJson<InteractionResponse>('POST', `${jobKey(id)}/interactions`, { type })
}
