/*
| The auth module's start (called by the module registry, config/modules.ts):
| its listeners, and its timer (web server processes only,
| start/schedules.ts). A listener failure is logged (see listen); it never
| undoes the sign-up.
*/
import { listen } from '#shared/events/safe_listener'
import { scheduleAuth } from '#auth/scheduler'
import type {} from '#moderation/contract'

/* Moderation's decisions on a profile: hidden from other members while rejected or held, shown again on approval. */
async function setProfileHidden(userId: string, hidden: boolean) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.from('users').where('id', userId).update({ profile_hidden: hidden })
}

export default function start() {
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

  /* A member banned by moderation: every session of theirs ends, and others no longer see their profile. */
  listen('moderation:user_banned', "auth (end a banned member's sessions)", async ({ userId }) => {
    const { default: EndUserSessions } = await import('#auth/actions/end_user_sessions')
    await new EndUserSessions().handle(userId)
  })
  listen('moderation:user_banned', "auth (hide a banned member's profile)", async ({ userId }) => {
    await setProfileHidden(userId, true)
  })
  listen('moderation:ban_ended', "auth (show a member's profile after their ban)", async ({ userId, profileHeld }) => {
    if (!profileHeld) await setProfileHidden(userId, false)
  })

  listen('moderation:content_hidden', 'auth (hide a moderated profile)', async ({ contentType, contentId }) => {
    if (contentType === 'profile') await setProfileHidden(contentId, true)
  })
  /* A profile approved while its member is banned stays hidden until the ban ends. */
  listen('moderation:content_restored', 'auth (show a restored profile)', async ({ contentType, contentId }) => {
    if (contentType !== 'profile') return
    const { banMessage } = await import('#auth/ban_check')
    if ((await banMessage(contentId)) === null) await setProfileHidden(contentId, false)
  })
}

/** The purge of unused uploads (start/schedules.ts, web server processes only). */
export function schedule() {
  scheduleAuth()
}
