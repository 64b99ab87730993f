/*
| The auth module's contract, what other modules may import from it: the
| events it emits after commit and the ports it needs (provided by other
| modules when they are on). Types only: importing it runs nothing.
*/
import type User from '#shared/models/user'
import type { ProfileReferrals } from '#auth/transformers/public_profile_transformer'

export interface UserRegistered {
  user: User
  /** The client's device fingerprint at sign-up, when it sent one. */
  deviceFingerprint: string | null
  ipAddress: string
  userAgent: string | null
}

/** A member proved they own their e-mail address (after commit): what was sent to that address may become theirs. */
export interface EmailVerified {
  userId: string
  /** The address just verified (the account's address from now on). */
  email: string
}

/** A member changed the public texts of their profile (name, location, skills, availability): moderation screens them. */
export interface ProfileUpdated {
  userId: string
  /** The profile's public texts as they are now, one per line. */
  content: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'auth:user_registered': UserRegistered
    'auth:email_verified': EmailVerified
    'auth:profile_updated': ProfileUpdated
  }
}

/** A candidate's referral information on their profile (its shape is the answer's, see the transformer). */
export type { ProfileReferrals }

export type ProfileReferralsResolver = (candidateId: string) => Promise<ProfileReferrals>

/** The refusal message when the member is banned, or null. */
export type BanCheck = (userId: string) => Promise<string | null>

declare global {
  interface HireloopPorts {
    /** A candidate's referral information for the profile view (the referrals module). */
    'referrals:profile-referrals': ProfileReferralsResolver
    /** Whether a member is banned, for the sign-in and GET /api/user/me (the moderation module). */
    'moderation:ban-check': BanCheck
  }
}
