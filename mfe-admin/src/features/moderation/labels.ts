import type { ContentType, ItemStatus, Severity, TrustLevel } from '@hireloop/backend/api-types/moderation'
import type { QueueStatusFilter } from '@hireloop/backend/moderation-constants'

/** Display words for the moderation vocabularies (the category words come from CATEGORY_LABELS). */
export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
}

export const SEVERITY_COLORS: Record<Severity, 'error' | 'warning' | 'info' | 'default'> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
}

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  post: 'Post',
  comment: 'Comment',
  job: 'Job',
  message: 'Message',
  profile: 'Profile',
}

export const STATUS_LABELS: Record<ItemStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  escalated: 'Escalated',
}

/** The queue's status filter: what is waiting (the default), one status, or everything. */
export const QUEUE_STATUS_LABELS: Record<QueueStatusFilter, string> = {
  open: 'Waiting for a decision',
  ...STATUS_LABELS,
  all: 'All statuses',
}

export const TRUST_LEVEL_LABELS: Record<TrustLevel, string> = {
  trusted: 'Trusted',
  building: 'Building',
  new: 'New',
  at_risk: 'At risk',
  restricted: 'Restricted',
  banned: 'Banned',
}
