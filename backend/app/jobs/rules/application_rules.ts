import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  DASHBOARD_STATUS_ALIASES,
  type ApplicationStatus,
} from '#jobs/constants'

/*
| The one application pipeline (spec README "one status pipeline"):
| applied → viewed → interview → offer → hired, rejected from any state
| before hired. Both vocabularies are accepted on input; the stored one is
| answered.
*/

/** Every word PATCH /api/applications/{id} accepts. */
export const STATUS_INPUTS = [...APPLICATION_STATUSES, ...Object.keys(DASHBOARD_STATUS_ALIASES)] as const

export const STATUS_INPUT_MESSAGE = `Status must be one of ${APPLICATION_STATUSES.join(', ')} (or ${Object.keys(
  DASHBOARD_STATUS_ALIASES
).join(', ')})`

/** The stored status a word of either vocabulary means, or null for anything else. */
export function storedStatus(input: string): ApplicationStatus | null {
  if ((APPLICATION_STATUSES as readonly string[]).includes(input)) return input as ApplicationStatus
  if (Object.hasOwn(DASHBOARD_STATUS_ALIASES, input)) {
    return DASHBOARD_STATUS_ALIASES[input as keyof typeof DASHBOARD_STATUS_ALIASES]
  }
  return null
}

export function canMove(from: ApplicationStatus, to: ApplicationStatus) {
  return APPLICATION_TRANSITIONS[from].includes(to)
}

/** The 409 of a move the pipeline does not allow, naming both labels. */
export function refusedMoveMessage(from: ApplicationStatus, to: ApplicationStatus) {
  return `An application that is ${APPLICATION_STATUS_LABELS[from]} cannot move to ${APPLICATION_STATUS_LABELS[to]}`
}

/** While applied: appliedAt + the deadline (ISO); afterwards null. */
export function respondBy(status: ApplicationStatus, appliedAt: Date, days: number) {
  return status === 'applied' ? new Date(appliedAt.getTime() + days * 86_400_000).toISOString() : null
}
