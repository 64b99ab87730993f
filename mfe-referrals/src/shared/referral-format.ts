import type { ReferralAnswer, ReferralStatus } from '@hireloop/backend/api-types/referrals'

export const STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
}

export const STATUS_COLORS: Record<ReferralStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'default',
}

const UNIT_LABELS: Record<string, string> = {
  hr: 'hr',
  hour: 'hr',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
}

/** '$42/hr', '$95,000/year'; empty when the pay is unknown. */
export function formatPay(payRate: string, payUnit: string): string {
  const amount = Number(payRate)
  if (!payRate || !Number.isFinite(amount)) return ''
  const money = amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })
  return `${money}/${UNIT_LABELS[payUnit] ?? payUnit}`
}

/** The candidate's name as the reader may see it, else their e-mail (a referral by link before sign-up). */
export function candidateName(referral: Pick<ReferralAnswer, 'candidate' | 'candidateEmail'>): string {
  return referral.candidate?.name?.trim() || referral.candidateEmail
}

/** 'Refer {first name}' (part 2 §4): the first word of the candidate's name. */
export function firstName(referral: Pick<ReferralAnswer, 'candidate' | 'candidateEmail'>): string {
  const name = referral.candidate?.name?.trim()
  if (name) return name.split(/\s+/)[0]!
  return referral.candidateEmail.split('@')[0] || referral.candidateEmail
}
