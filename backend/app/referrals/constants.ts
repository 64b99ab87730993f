/*
| Rules and words of the referrals module (part 2 §4, §5, §6, §8,
| §9). Shared with mfe-referrals through @hireloop/backend/referrals-constants.
*/

export const REFERRAL_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]

/** What the referrer may see of the referred application (nothing private). */
export const REFERRAL_STAGES = ['Applied', 'In review', 'Interviewing', 'Offer', 'Hired', 'Closed'] as const
export type ReferralStage = (typeof REFERRAL_STAGES)[number]

/** The application pipeline's states (jobs module) in the referrer's words. */
export const STAGE_OF_APPLICATION_STATUS: Record<string, ReferralStage> = {
  applied: 'Applied',
  viewed: 'In review',
  interview: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Closed',
}

export const REFERRAL_NOTIFICATION_TYPES = [
  'referral_received',
  'referral_viewed',
  'referral_accepted',
  'referral_declined',
  'referral_hired',
  'reward_unlocked',
] as const
export type ReferralNotificationType = (typeof REFERRAL_NOTIFICATION_TYPES)[number]

/** Reward targets (part 2 §4, §9): crossing each unlocks the tier of the member's role, once. */
export const REWARD_TARGETS = [3, 5, 10] as const
export const REWARD_TIERS = {
  candidate: ['Career Perks', 'Early Access', 'Featured Worker'],
  employer: ['Premium Access', 'Priority Placement', 'Featured Employer'],
} as const
export const ALL_UNLOCKED = 'All Unlocked!'

/** The tier names of a role; admins earn no tiers (they read the employer names, part 2 §1). */
export function rewardTiersOf(userType: string): readonly string[] | null {
  if (userType === 'candidate') return REWARD_TIERS.candidate
  if (userType === 'employer') return REWARD_TIERS.employer
  return null
}

/** Words of the referral notifications about outcomes: a tier unlocked, a referred candidate hired. */
export const REFERRAL_OUTCOME_TEXT = {
  rewardUnlocked: (tier: string, target: number) => `You unlocked ${tier} with ${target} successful referrals!`,
  hired: (candidate: string, job: string) => `${candidate} was hired for ${job}`,
}

export const INBOX_SORTS = ['newest', 'oldest', 'status', 'company', 'position'] as const
export const INBOX_STATUS_FILTERS = ['all', 'pending', 'accepted', 'declined'] as const

export const REFERRAL_LIMITS = {
  messageMax: 1000,
  thankYouMax: 2000,
  /** Pending requests a candidate may have open at once. */
  pendingPerCandidate: 20,
  /** Referrals by link a member may send per day. */
  linksPerDay: 20,
  recentSent: 3,
  recentReceived: 2,
  recentShown: 4,
  /** Referrals in one page of a list (received or sent), newest first: by default, and at most (?limit=). */
  pageDefault: 50,
  pageMax: 200,
}

export const REFERRAL_MESSAGES = {
  jobRequired: 'Job is required',
  referrerRequired: 'Choose who should refer you',
  cannotAskSelf: 'You cannot ask yourself for a referral',
  /** A blocked pair, whichever of the two blocked: the words never say who. */
  cannotAskUser: 'You cannot ask this person for a referral',
  onlyCandidatesAsk: 'Only candidates can ask for referrals',
  jobNotActive: 'This job is not accepting applications right now',
  alreadyPending: 'You already have a pending referral request for this job with this person',
  /** One referral per candidate, referrer and job, ever (whatever its answer). */
  alreadyAsked: 'You have already asked this person for a referral for this job',
  alreadyReferred: 'You have already referred this person for this job',
  onlyInvitedAnswers: 'Only the person invited can answer this referral',
  tooManyPending: 'You have too many pending referral requests. Please wait for answers first.',
  referrerNotFound: 'No member with this e-mail address',
  messageMax: 'Message is too long (1000 characters at most)',
  referralNotFound: 'Referral not found',
  onlyReferrerAnswers: 'Only the person asked can answer this referral request',
  alreadyAnswered: 'This referral request has already been answered',
  onlyOwnLists: 'You can only see your own referrals',
  notJobOwner: "Only the job's employer can see its referrals",
  thankYouRequired: 'Thank-you message cannot be empty',
  thankYouMax: 'Thank-you message is too long',
  notificationNotFound: 'Notification not found',
  loginRequired: 'Please log in to view your referrals',
  responseRecorded: 'Response recorded',
  jobNotFound: 'Job not found',
  statusInvalid: 'Status must be accepted or declined',
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  cannotReferSelf: 'You cannot refer yourself',
  /** A blocked pair, whichever of the two blocked: the words never say who. */
  cannotReferUser: 'You cannot refer this person',
  tooManyLinks: 'You have sent too many referrals by e-mail today. Please try again tomorrow.',
  notJobEmployerThanks: "Only the job's employer can thank its referrers",
  thankNotAccepted: 'You can thank a referrer once they have referred the candidate',
  messagingUnavailable: 'Messaging is not available right now',
} as const

/** The referral notifications' words (part 1 §3). */
export const REFERRAL_NOTIFICATION_TEXT = {
  received: (candidate: string, job: string) => `${candidate} asked you for a referral for ${job}`,
  viewed: (referrer: string, job: string) => `${referrer} viewed your referral request for ${job}`,
  accepted: (referrer: string, job: string) => `${referrer} referred you for ${job}`,
  declined: (referrer: string, job: string) => `${referrer} declined your referral request for ${job}`,
  /** To the member an invitation's address belongs to: theirs to accept or decline. */
  invited: (referrer: string, job: string) => `${referrer} wants to refer you for ${job}`,
  /** To the referrer, once the invited person accepts (a decline is the invited person's alone). */
  inviteAccepted: (candidate: string, job: string) => `${candidate} accepted your referral for ${job}`,
}
