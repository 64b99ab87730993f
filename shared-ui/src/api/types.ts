/** API answer shapes shared by the shell and every remote (part 1 §3). Defined once here; never copy them. */

export type UserType = 'candidate' | 'employer' | 'admin'

export interface User {
  id: string
  name: string
  email: string
  phone: string | null
  location: string | null
  userType: UserType
  profileImage: string | null
  skills: string[]
  badges: string[]
  availability: string[]
  referralCount: number
  hasCareerPerks: boolean
  hasEarlyAccess: boolean
  isFeaturedWorker: boolean
  isOnline: boolean
  isVerified: boolean
  /** A new e-mail address waiting for its confirmation link (answered by PATCH /api/user/me). */
  pendingEmail?: string | null
}

/** `{ error }` plus `errors[]` for 422 answers (conventions: JSON errors). */
export interface ApiErrorBody {
  error?: string
  errors?: Array<{ field: string; message: string; rule?: string }>
}

export interface RemoteDescriptor {
  /** Module Federation container name, e.g. `mfe_feed`. */
  name: string
  /** URL of the remote's `mf-manifest.json`, relative to the page origin or absolute. */
  entry: string
}

export interface RemotesResponse {
  remotes: RemoteDescriptor[]
  allowedOrigins: string[]
}

export interface UnreadCountResponse {
  unreadCount: number
}

export interface ReferralNotification {
  id: string
  isRead: boolean
  [key: string]: unknown
}
