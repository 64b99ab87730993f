/*
| Typed events the referrals module emits after its transactions commit.
| The jobs module listens to `referrals:application_referred` (marks the
| application referred, for the employer's Referred tab). The hook into
| messaging (#referrals/conversations) is re-exported here for the messaging
| module to provide.
*/
import { enabledModules } from '#config/modules'
import { listen } from '#shared/events/safe_listener'
import { attachReferralsToApplication, attachReferralsToMember } from '#referrals/actions/attach_referrals'

export { provideConversationStarter } from '#referrals/conversations'
export type { ConversationRequest, ConversationStarter } from '#referrals/conversations'

/*
| Listeners, only when the module is on: messaging imports this file for the
| hook above even when referrals (and its tables) are off.
*/
if (enabledModules.includes('referrals')) {
  /* A person referred by e-mail signs up: the referrals sent to their address become theirs. */
  listen('auth:user_registered', 'referrals (attach referrals by link)', async ({ user }) => {
    await attachReferralsToMember(user)
  })

  /* A candidate applied: an accepted referral for that job follows the application (and marks it referred). */
  listen('jobs:application_submitted', 'referrals (attach the application)', async (event) => {
    await attachReferralsToApplication(event)
  })
}

/** A referrer accepted (referred the candidate for the job). */
export interface ReferralAccepted {
  referralId: string
  jobId: string
  candidateId: string
  referrerId: string
  referrerName: string
}

/** An accepted referral stands behind this application (now or when the candidate applied later). */
export interface ApplicationReferred {
  applicationId: string
  referralId: string
  referrerName: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'referrals:referral_accepted': ReferralAccepted
    'referrals:application_referred': ApplicationReferred
  }
}

// The module's listeners and provided hooks (following the hire, profile referral badges).
import '#referrals/listeners'
