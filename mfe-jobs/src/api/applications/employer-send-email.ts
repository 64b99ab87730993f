import { apiJson } from '@hireloop/shared-ui'
import type { ApplicationEmailType } from '@hireloop/backend/api-types/jobs'

/** POST /api/applications/{id}/send-email {emailType, message} → {message: 'Email sent'}; 429 when rate-limited. */
export function sendApplicationEmail(
  id: string,
  emailType: ApplicationEmailType,
  message: string
): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/applications/${encodeURIComponent(id)}/send-email`, {
    emailType,
    message,
  })
}
