import { REFERRAL_LIMITS, REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'
import type { ApiError } from '@hireloop/shared-ui'

export interface ReferFormValues {
  email: string
  jobId: string | null
  message: string
}

export type ReferFormErrors = Partial<Record<'email' | 'jobId' | 'message', string>>

export const REFER_WORDS = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  sent: 'Referral sent',
  sentDescription: (email: string) =>
    `${email} gets a link to apply with your referral. It counts once they take it; until then you see it as pending.`,
  failed: 'Referral failed',
  fallback: 'Something went wrong. Please try again.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What the browser can tell before sending; the server checks everything again and its 422 messages win. */
export function validateReferForm(values: ReferFormValues): ReferFormErrors {
  const errors: ReferFormErrors = {}
  const email = values.email.trim()
  if (!email) errors.email = REFER_WORDS.emailRequired
  else if (!EMAIL.test(email)) errors.email = REFER_WORDS.emailInvalid
  if (!values.jobId) errors.jobId = REFERRAL_MESSAGES.jobRequired
  if (values.message.length > REFERRAL_LIMITS.messageMax) errors.message = REFERRAL_MESSAGES.messageMax
  return errors
}

/** A 422's `errors: [{field, message}]` by field (the first message of each); other fields go under `form`. */
export function serverFieldErrors(error: ApiError): ReferFormErrors & { form?: string } {
  const out: ReferFormErrors & { form?: string } = {}
  for (const item of error.data?.errors ?? []) {
    const field = item.field === 'email' || item.field === 'jobId' || item.field === 'message' ? item.field : 'form'
    out[field] ??= item.message
  }
  return out
}
