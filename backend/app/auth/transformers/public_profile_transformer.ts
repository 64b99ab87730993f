/**
 * A candidate's referral information on their profile (part 1 §1 'Referred by {name}', the multiple-referrals badge),
 * provided by the referrals module through the port of #auth/contract. Written here, importing nothing, because the
 * front ends read this file's types.
 */
export interface ProfileReferrals {
  /** Who stands behind the candidate (accepted referrals), newest first, with the job each referred them for. */
  referredBy: Array<{ name: string; jobTitle: string }>
  /** All accepted referrals of the candidate (the multiple-referrals badge shows above 1). */
  count: number
}

/**
 * The columns of `users` a profile view reads: what a profile shows others (part 1 §2: headline, skills, availability,
 * badges), nothing private (no e-mail or phone).
 */
export const PUBLIC_PROFILE_COLUMNS = [
  'id',
  'name',
  'user_type',
  'headline',
  'location',
  'profile_image',
  'skills',
  'badges',
  'availability',
  'email_verified',
  'is_featured_worker',
  'featured_worker_number',
  'founding_employer_number',
] as const

export interface PublicProfileRow {
  id: string
  name: string
  user_type: 'candidate' | 'employer' | 'admin'
  headline: string | null
  location: string | null
  profile_image: string | null
  skills: string[] | null
  badges: string[] | null
  availability: string[] | null
  email_verified: boolean
  is_featured_worker: boolean
  featured_worker_number: number | null
  founding_employer_number: number | null
}

/**
 * A member's profile as another member sees it (part 1 §2 profile, §1
 * badges). `referral` is the candidate's referral information, only for
 * an employer's (or admin's) eyes, otherwise null.
 */
export function transformPublicProfile(row: PublicProfileRow, referral: ProfileReferrals | null) {
  return {
    id: row.id,
    name: row.name,
    userType: row.user_type,
    headline: row.headline,
    location: row.location,
    profileImage: row.profile_image,
    skills: row.skills ?? [],
    badges: row.badges ?? [],
    /** When a candidate can work (candidates only; empty for others). */
    availability: row.user_type === 'candidate' ? (row.availability ?? []) : [],
    isVerified: row.email_verified,
    /** Featured Worker #N (a candidate's reward tier), null otherwise. */
    featuredWorkerNumber: row.is_featured_worker ? row.featured_worker_number : null,
    /** Founding Employer #N, null otherwise. */
    foundingEmployerNumber: row.founding_employer_number,
    referral,
  }
}

export type PublicProfileJson = ReturnType<typeof transformPublicProfile>
