import type { DateTime } from 'luxon'

/** The user fields the current-user answer reads (the User model has them all). */
export interface CurrentUserFields {
  id: string
  name: string
  email: string
  phone: string | null
  location: string | null
  userType: 'candidate' | 'employer' | 'admin'
  profileImage: string | null
  skills: string[] | null
  badges: string[] | null
  availability: string[] | null
  referralCount: number
  hasCareerPerks: boolean
  hasEarlyAccess: boolean
  isFeaturedWorker: boolean
  emailVerified: boolean
  createdAt: DateTime
}

/** The shape of part 1 §3 "User", as answered by GET /api/user/me, sign-up, login and e-mail verification. */
export function transformCurrentUser(user: CurrentUserFields) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    location: user.location,
    userType: user.userType,
    profileImage: user.profileImage,
    skills: user.skills ?? [],
    badges: user.badges ?? [],
    availability: user.availability ?? [],
    referralCount: user.referralCount,
    hasCareerPerks: user.hasCareerPerks,
    hasEarlyAccess: user.hasEarlyAccess,
    isFeaturedWorker: user.isFeaturedWorker,
    isOnline: true,
    isVerified: user.emailVerified,
    createdAt: user.createdAt.toISO(),
  }
}

export type CurrentUserJson = ReturnType<typeof transformCurrentUser>
