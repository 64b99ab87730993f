import { APPLICATION_STATUS_LABELS, APPLICATION_TRANSITIONS } from '@hireloop/backend/jobs-constants'
import type { ApplicationStatus, ApplicationTab } from '@hireloop/backend/api-types/jobs'

export { APPLICATION_STATUS_LABELS }

/** The button that moves an application to a status, named by where it goes. */
export const MOVE_LABELS: Record<Exclude<ApplicationStatus, 'applied'>, string> = {
  viewed: 'Mark Under Review',
  interview: 'Schedule Interview',
  offer: 'Extend Offer',
  hired: 'Mark Hired',
  rejected: 'Reject',
}

/** The moves the pipeline allows from a status, in pipeline order (rejection last). */
export function nextMoves(status: ApplicationStatus): { to: Exclude<ApplicationStatus, 'applied'>; label: string }[] {
  return APPLICATION_TRANSITIONS[status]
    .filter((to): to is Exclude<ApplicationStatus, 'applied'> => to !== 'applied')
    .map((to) => ({ to, label: MOVE_LABELS[to] }))
}

export const TAB_LABELS: Record<ApplicationTab, string> = {
  all: 'All',
  referred: 'Referred',
  pending: 'Pending',
  reviewed: 'Reviewed',
}

/** Badge colours per status: dark text on a light tint, readable (WCAG AA) in both themes. */
export const STATUS_COLOURS: Record<ApplicationStatus, { bg: string; fg: string }> = {
  applied: { bg: '#e3f2fd', fg: '#0d47a1' },
  viewed: { bg: '#ede7f6', fg: '#4527a0' },
  interview: { bg: '#fff3e0', fg: '#8a3c00' },
  offer: { bg: '#e0f2f1', fg: '#00594f' },
  hired: { bg: '#e8f5e9', fg: '#1b5e20' },
  rejected: { bg: '#ffebee', fg: '#b71c1c' },
}
