import { apiJson } from '@hireloop/shared-ui'

export interface ReportContentInput {
  contentType: 'profile' | 'message'
  /** The member's id (profile) or the message's id. */
  contentId: string
  /** Why, in the member's words (1–500 characters). */
  reason: string
}

/**
 * POST /api/moderation/reports → 201 { message }: a member's profile (or a message of their thread) goes to the
 * moderators' queue. 409 { error } when the reporter already reported it and it still waits for review; 404 when it
 * is not there.
 */
export function reportContent(input: ReportContentInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/moderation/reports', input)
}
