/*
| The referrals module's listeners and the hooks it provides (imported at
| the end of events.ts): referrers follow the application they stand behind
| (its stage, and a notification when it is hired), and the profile view
| gets a candidate's referral information from here. Only when the module
| is on: messaging imports events.ts even when referrals (and its tables)
| are off.
*/
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'
import { provideProfileReferrals } from '#auth/events'
import FollowApplicationStage from '#referrals/actions/stage_follow_application'
import ClearWithdrawnStage from '#referrals/actions/stage_clear_withdrawn'
import { profileReferralsOf } from '#referrals/queries/profile_referrals_query'

if (enabledModules.includes('referrals')) {
  listen('jobs:application_status_changed', 'referrals stage', async (event) => {
    await new FollowApplicationStage().handle(event)
  })

  listen('jobs:application_withdrawn', 'referrals stage', async (event) => {
    await new ClearWithdrawnStage().handle(event)
  })

  provideProfileReferrals(profileReferralsOf)
}
