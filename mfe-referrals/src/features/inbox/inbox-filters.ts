import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { INBOX_SORTS, INBOX_STATUS_FILTERS, REFERRAL_STATUSES } from '@hireloop/backend/referrals-constants'

export type InboxSort = (typeof INBOX_SORTS)[number]
export type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number]

export interface InboxFilters {
  search: string
  status: InboxStatusFilter
  sort: InboxSort
}

export const DEFAULT_FILTERS: InboxFilters = { search: '', status: 'all', sort: 'newest' }

export const SORT_LABELS: Record<InboxSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'Status',
  company: 'Company',
  position: 'Position',
}

export const STATUS_FILTER_LABELS: Record<InboxStatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
}

export function hasActiveFilters(filters: InboxFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.status !== DEFAULT_FILTERS.status || filters.sort !== DEFAULT_FILTERS.sort
  )
}

/** What the search box looks in: the job, its company, both people and the message. */
function haystack(referral: ReferralAnswer): string {
  return [
    referral.job.title,
    referral.job.company.name,
    referral.referrer.name,
    referral.referrerEmail,
    referral.candidate?.name,
    referral.candidateEmail,
    referral.message,
  ]
    .filter(Boolean)
    .join('\n')
    .toLocaleLowerCase()
}

const time = (referral: ReferralAnswer) => Date.parse(referral.createdAt) || 0
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' })
const newestFirst = (a: ReferralAnswer, b: ReferralAnswer) => time(b) - time(a) || byText(a.id, b.id)

/** Part 2 §4: by status the order is pending, accepted, declined. */
const STATUS_ORDER = new Map<string, number>(REFERRAL_STATUSES.map((status, index) => [status, index]))

const COMPARATORS: Record<InboxSort, (a: ReferralAnswer, b: ReferralAnswer) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  status: (a, b) => (STATUS_ORDER.get(a.status) ?? 99) - (STATUS_ORDER.get(b.status) ?? 99) || newestFirst(a, b),
  company: (a, b) => byText(a.job.company.name, b.job.company.name) || newestFirst(a, b),
  position: (a, b) => byText(a.job.title, b.job.title) || newestFirst(a, b),
}

/** The inbox's search, status filter and sort (part 2 §5), applied to one list; the input is left as it was. */
export function applyInboxFilters(referrals: readonly ReferralAnswer[], filters: InboxFilters): ReferralAnswer[] {
  const words = filters.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return referrals
    .filter((referral) => filters.status === 'all' || referral.status === filters.status)
    .filter((referral) => {
      if (words.length === 0) return true
      const text = haystack(referral)
      return words.every((word) => text.includes(word))
    })
    .sort(COMPARATORS[filters.sort] ?? newestFirst)
}

export function isInboxSort(value: string): value is InboxSort {
  return (INBOX_SORTS as readonly string[]).includes(value)
}

export function isInboxStatusFilter(value: string): value is InboxStatusFilter {
  return (INBOX_STATUS_FILTERS as readonly string[]).includes(value)
}
