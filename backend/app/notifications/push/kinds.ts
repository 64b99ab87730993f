/**
 * The kinds of push a member turns on or off (Notification settings). The
 * API names them in camelCase; the table stores the snake_case kind.
 */
export const PUSH_KINDS = {
  messages: 'messages',
  applicationStatus: 'application_status',
  interviewsOffers: 'interviews_offers',
  referrals: 'referrals',
  newApplicants: 'new_applicants',
} as const

export type PushPreferenceName = keyof typeof PUSH_KINDS
export type PushKind = (typeof PUSH_KINDS)[PushPreferenceName]
export type PushPreferences = Record<PushPreferenceName, boolean>

export const PUSH_PREFERENCE_NAMES = Object.keys(PUSH_KINDS) as PushPreferenceName[]
