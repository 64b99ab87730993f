/*
| Typed events of the auth module and its own listeners. Other modules may
| listen to these events; they never call auth's actions.
*/
import { listen } from '#shared/events/safe_listener'
import type User from '#shared/models/user'

/** The profile view's hook for referral information (a referrals module provides it, see profile_extras.ts). */
export { provideProfileReferrals } from '#auth/profile_extras'
export type { ProfileReferrals, ProfileReferralsResolver } from '#auth/profile_extras'

/** The sign-in's hook for bans (a moderation module provides it, see ban_check.ts). */
export { provideBanCheck } from '#auth/ban_check'
export type { BanCheck } from '#auth/ban_check'

export interface UserRegistered {
  user: User
  /** The client's device fingerprint at sign-up, when it sent one. */
  deviceFingerprint: string | null
  ipAddress: string
  userAgent: string | null
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
    'auth:profile_updated': ProfileUpdated
  }
}

/* A listener failure is logged (see listen); it never undoes the sign-up. */
listen('auth:user_registered', 'auth (send verification email)', async ({ user }) => {
  const { default: IssueEmailVerification } = await import('#auth/actions/issue_email_verification')
  await new IssueEmailVerification().handle(user)
})

listen(
  'auth:user_registered',
  'auth (remember the sign-up device)',
  async ({ user, deviceFingerprint, ipAddress, userAgent }) => {
    const { deviceTrust } = await import('#auth/services/device_trust')
    await deviceTrust.remember(user, deviceFingerprint, { ipAddress, userAgent })
  }
)

/* A member banned by moderation: every session of theirs ends. */
listen('moderation:user_banned', "auth (end a banned member's sessions)", async ({ userId }) => {
  const { default: EndUserSessions } = await import('#auth/actions/end_user_sessions')
  await new EndUserSessions().handle(userId)
})

/* Moderation's decisions on a profile: hidden from other members while rejected or held, shown again on approval. */
async function setProfileHidden(userId: string, hidden: boolean) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.from('users').where('id', userId).update({ profile_hidden: hidden })
}
listen('moderation:content_hidden', 'auth (hide a moderated profile)', async ({ contentType, contentId }) => {
  if (contentType === 'profile') await setProfileHidden(contentId, true)
})
listen('moderation:content_restored', 'auth (show a restored profile)', async ({ contentType, contentId }) => {
  if (contentType === 'profile') await setProfileHidden(contentId, false)
})
