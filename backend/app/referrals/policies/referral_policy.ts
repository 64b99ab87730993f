import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { REFERRAL_MESSAGES as M } from '#referrals/constants'
import type { ReferralRef } from '#referrals/queries/referrals_query'

/*
| Referrals (part 2 §6): candidates ask; the person asked answers;
| each member reads their own lists; a referral is seen by its two parties
| (anyone else gets the same 404 as an unknown id, decided before these
| checks); the job's employer sees its referrals and thanks the referrers.
*/
export default class ReferralPolicy extends AppPolicy {
  ask(user: User) {
    return this.allowOr(user.userType === 'candidate', M.onlyCandidatesAsk)
  }

  viewLists(user: User, ownerId: string) {
    return this.allowOr(user.id === ownerId, M.onlyOwnLists)
  }

  /**
   * A request is answered by the referrer asked (the candidate who asked is
   * refused with the words); an invitation by the person invited (its sender
   * is refused). Others never get here.
   */
  answer(user: User, referral: ReferralRef) {
    if (referral.origin === 'link') return this.allowOr(user.id === referral.candidateId, M.onlyInvitedAnswers)
    return this.allowOr(user.id === referral.referrerId, M.onlyReferrerAnswers)
  }

  /** A job's referrals: its owner or an admin. */
  viewJobReferrals(user: User, job: { ownerId: string }) {
    return this.allowOr(user.id === job.ownerId || this.isAdmin(user), M.notJobOwner)
  }

  /** Thanking the referrer: the employer who owns the referral's job (the message comes from them). */
  thank(user: User, referral: ReferralRef) {
    return this.allowOr(user.id === referral.jobOwnerId, M.notJobEmployerThanks)
  }
}

/** A party to the referral (its referrer or candidate): the others see a 404. */
export function isParty(userId: string, referral: ReferralRef) {
  return userId === referral.referrerId || userId === referral.candidateId
}
