import { EMAIL_MAX_LENGTH } from '@hireloop/backend/account-rules'
import { REFERRAL_LIMITS, REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'
import { isApiError } from '@hireloop/shared-ui'

/** Who to ask: one of the reader's connections, or a member by e-mail address. */
export type AskMode = 'connection' | 'email'

export interface AskValues {
  mode: AskMode
  /** The chosen connection's id (connection mode). */
  referrerId: string | null
  /** The typed address (e-mail mode). */
  referrerEmail: string
  message: string
}

/** Where a problem shows: under the picker, under the e-mail field, under the message, or above the form. */
export interface AskErrors {
  referrerId?: string
  referrerEmail?: string
  message?: string
  form?: string
}

export const ASK_REFERRAL_TEXT = {
  sent: 'Referral request sent',
  failed: 'Something went wrong. Please try again.',
} as const

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The server's word for a malformed address (REFERRAL_MESSAGES.emailInvalid, added with the referrals module's
 * validators), read by name so this builds before and after that word lands; its text is the fallback.
 */
const WORDS: Readonly<Record<string, string>> = REFERRAL_MESSAGES
export const EMAIL_INVALID = WORDS.emailInvalid ?? 'Enter a valid e-mail address'

/** The rules of POST /api/referrals the browser can check before sending (the server checks them all again). */
export function validateAsk(values: AskValues): AskErrors {
  const errors: AskErrors = {}
  if (values.mode === 'connection') {
    if (!values.referrerId) errors.referrerId = REFERRAL_MESSAGES.referrerRequired
  } else {
    const email = values.referrerEmail.trim()
    if (!email) errors.referrerEmail = REFERRAL_MESSAGES.referrerRequired
    else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) errors.referrerEmail = EMAIL_INVALID
  }
  if (values.message.trim().length > REFERRAL_LIMITS.messageMax) errors.message = REFERRAL_MESSAGES.messageMax
  return errors
}

/** The body's referrer part for the chosen mode. */
export function referrerOf(values: AskValues): { referrerId: string } | { referrerEmail: string } {
  return values.mode === 'connection'
    ? { referrerId: values.referrerId ?? '' }
    : { referrerEmail: values.referrerEmail.trim().toLowerCase() }
}

/**
 * A refusal of POST /api/referrals on the form: a 422's messages under their fields (a message about who to ask goes
 * under the mode in use; anything else above the form), any other 4xx's `error` (or `message`) above the form, a
 * plain retry hint for a 5xx or no answer.
 */
export function askRefusal(error: unknown, mode: AskMode): AskErrors {
  if (!isApiError(error) || error.status >= 500) return { form: ASK_REFERRAL_TEXT.failed }
  const data = error.data
  if (error.status === 422 && data?.errors?.length) {
    const errors: AskErrors = {}
    for (const item of data.errors) {
      const field = item.field.split('.')[0]
      const key: keyof AskErrors =
        field === 'message'
          ? 'message'
          : field === 'referrerId' || field === 'referrerEmail'
            ? mode === 'connection'
              ? 'referrerId'
              : 'referrerEmail'
            : 'form'
      errors[key] ??= item.message
    }
    return errors
  }
  const text =
    (typeof data?.error === 'string' && data.error) ||
    (typeof data?.message === 'string' && data.message) ||
    ASK_REFERRAL_TEXT.failed
  return { form: text }
}
