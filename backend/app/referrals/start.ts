/*
| The referrals module's start (called by the module registry,
| config/modules.ts): its listeners (a referral follows the person and the
| application it is for, referrers follow the application's stage) and the
| port it provides to the auth module (a candidate's referral information on
| their profile).
*/
import type {} from '#auth/contract'
import type {} from '#jobs/contract'
import { listen } from '#shared/events/safe_listener'
import { providePort } from '#shared/modules/registry'
import { attachReferralsToApplication, attachReferralsToMember } from '#referrals/actions/attach_referrals'
import FollowApplicationStage from '#referrals/actions/stage_follow_application'
import ClearWithdrawnStage from '#referrals/actions/stage_clear_withdrawn'
import { profileReferralsOf } from '#referrals/queries/profile_referrals_query'

export default function start() {
  /*
   * The invitations sent to an address become a member's once they prove they own it: when they verify it, or when
   * they sign up with it already verified. An account holding an address it has not verified sees none of them.
   */
  listen('auth:user_registered', 'referrals (attach referrals by link)', async ({ user }) => {
    if (user.emailVerified) await attachReferralsToMember(user)
  })
  listen('auth:email_verified', 'referrals (attach referrals by link)', async ({ userId, email }) => {
    await attachReferralsToMember({ id: userId, email })
  })

  /* A candidate applied: an accepted referral for that job follows the application (and marks it referred). */
  listen('jobs:application_submitted', 'referrals (attach the application)', async (event) => {
    await attachReferralsToApplication(event)
  })

  listen('jobs:application_status_changed', 'referrals stage', async (event) => {
    await new FollowApplicationStage().handle(event)
  })

  listen('jobs:application_withdrawn', 'referrals stage', async (event) => {
    await new ClearWithdrawnStage().handle(event)
  })

  providePort('referrals:profile-referrals', profileReferralsOf)
}
