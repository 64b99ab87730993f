/** API answer shapes shared by the shell and every remote (part 1 §3): the backend's own types where it has them. */
import type { CurrentUser } from '@hireloop/backend/api-types/auth'

/** The signed-in user as the backend answers it (its transformer's type), plus a new address awaiting confirmation. */
export type User = CurrentUser & {
  /** A new e-mail address waiting for its confirmation link (answered by GET and PATCH /api/user/me). */
  pendingEmail?: string | null
}

export type UserType = User['userType']

/** `{ error }` plus `errors[]` for 422 answers (conventions: JSON errors). */
export interface ApiErrorBody {
  error?: string
  errors?: Array<{ field: string; message: string; rule?: string }>
}

export interface UnreadCountResponse {
  unreadCount: number
}

export interface ReferralNotification {
  id: string
  isRead: boolean
  [key: string]: unknown
}
