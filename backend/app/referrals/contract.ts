/*
| The referrals module's contract, what other modules may import from it:
| the answers of the referrals API (fixed before the code behind them;
| exported through @hireloop/backend/api-types/referrals), the events it
| emits after its transactions commit (the jobs module marks the application
| referred), and the ports it needs of messaging and jobs. Types only:
| importing it runs nothing.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReferralNotificationType, ReferralStage, ReferralStatus } from '#referrals/constants'

/** A referral as its referrer or candidate sees it (part 2 §3 "Referral"). */
export interface ReferralAnswer {
  id: string
  status: ReferralStatus
  origin: 'ask' | 'link'
  message: string
  /** ISO */
  createdAt: string
  isViewed: boolean
  job: {
    id: string
    title: string
    payRate: string
    payUnit: string
    company: { id: string; name: string }
  }
  referrer: { id: string; name: string }
  /**
   * The referrer's e-mail: to the referrer themself, and to the candidate once
   * the referral is accepted or when they asked by typing the address; '' otherwise.
   */
  referrerEmail: string
  /** Null for a referral by link until the person signs up. */
  candidate: { id: string; name: string } | null
  candidateEmail: string
  /** The referred application's stage in words that reveal nothing private; null before they apply. */
  applicationStage: ReferralStage | null
}

/** GET /api/users/{userId}/referrals/received and /sent ?limit=&cursor=: a page, newest first. */
export interface ReferralListAnswer {
  referrals: ReferralAnswer[]
  hasMore: boolean
  /** The next page's `cursor`, or null on the last page. */
  nextCursor: string | null
}

/** GET /api/jobs/{jobId}/referrals (the job's owner): part 2 §3 "A job's referral list". */
export interface JobReferralAnswer {
  id: string
  candidateId: string | null
  candidate: { id: string; name: string } | null
  referrer: { id: string; name: string; email: string }
  message: string
  status: ReferralStatus
  /** ISO */
  createdAt: string
}

/** POST /api/referrals/{id}/thread → the conversation with the referrer (messaging's answer shapes). */
export interface ReferralThreadAnswer {
  thread: { id: string }
  messages: Array<{ id: string; content: string; senderId: string; createdAt: string }>
  isExisting: boolean
}

/** GET /api/notifications/referrals → ReferralNotificationAnswer[] (part 1 §3 referral notifications). */
export interface ReferralNotificationAnswer {
  id: string
  referralId: string
  type: ReferralNotificationType
  message: string
  isRead: boolean
  isArchived: boolean
  /** ISO */
  createdAt: string
}

/** GET /api/referrals/rewards: the reader's progress (part 2 §4 reward tiers). */
export interface RewardsAnswer {
  referralCount: number
  role: 'candidate' | 'employer'
  tiers: Array<{ target: number; name: string; unlocked: boolean; unlockedAt: string | null }>
  /** The next tier's target and name, or null when all are unlocked ('All Unlocked!'). */
  next: { target: number; name: string } | null
  /** count / next target, capped at 100. */
  progressPercent: number
  featuredWorkerNumber: number | null
}

/** A referrer accepted (referred the candidate for the job). */
export interface ReferralAccepted {
  referralId: string
  jobId: string
  candidateId: string
  referrerId: string
  referrerName: string
}

/** A candidate asked a member for a referral (after commit): the member is told, in the app and by Web Push. */
export interface ReferralRequested {
  referralId: string
  referrerId: string
  candidateId: string
  jobId: string
  /** The referral notification's words ('{candidate} asked you for a referral for {job}'). */
  message: string
}

/** A referral was answered (after commit): the one waiting for the answer is told, in the app and by Web Push. */
export interface ReferralAnswered {
  referralId: string
  status: 'accepted' | 'declined'
  /** Who is told: the candidate who asked, or the referrer whose invitation was accepted. */
  toldId: string
  answererId: string
  jobId: string
  /** The referral notification's words ('{referrer} referred you for {job}'). */
  message: string
}

/** An accepted referral stands behind this application (now or when the candidate applied later). */
export interface ApplicationReferred {
  applicationId: string
  referralId: string
  referrerName: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'referrals:referral_requested': ReferralRequested
    'referrals:referral_answered': ReferralAnswered
    'referrals:referral_accepted': ReferralAccepted
    'referrals:application_referred': ApplicationReferred
  }
}

export interface ConversationRequest {
  /** The employer thanking. */
  fromUserId: string
  /** The referrer thanked. */
  toUserId: string
  jobId: string
  initialMessage: string
}

export type ConversationStarter = (request: ConversationRequest) => Promise<ReferralThreadAnswer>

/** A job as a referral needs it: what it is, its pay and company, whether it is open, whose it is. */
export interface ReferralJob {
  id: string
  title: string
  /** As stored (numeric text). */
  payRate: string
  payUnit: string
  companyId: string
  companyName: string
  status: string
  ownerId: string
}

/** The jobs of those ids that exist, by id (the referral lists). */
export type ReferralJobsResolver = (jobIds: string[]) => Promise<Map<string, ReferralJob>>

/** The job of that id (inside the caller's transaction when given), or null. */
export type ReferralJobResolver = (jobId: string, client?: TransactionClientContract) => Promise<ReferralJob | null>

/** The candidate's application to the job, if any (inside the caller's transaction): its id and status. */
export type ApplicationOfResolver = (
  candidateId: string,
  jobId: string,
  client: TransactionClientContract
) => Promise<{ id: string; status: string } | null>

/**
 * True when either of the two members blocked the other (inside the caller's
 * transaction when given); the answer never says which one blocked.
 */
export type BlockedPairResolver = (one: string, two: string, client?: TransactionClientContract) => Promise<boolean>

declare global {
  interface HireloopPorts {
    /** Whether two members blocked each other (the messaging module); without it nobody can block. */
    'messaging:blocked-pair': BlockedPairResolver
    /** Opens or continues an employer's conversation with a referrer (the messaging module); without it 503. */
    'messaging:referral-conversation': ConversationStarter
    /** The job a referral is about (the jobs module); without it no job can be referred for. */
    'jobs:referral-job': ReferralJobResolver
    /** The jobs of a list of referrals (the jobs module); without it no referral can be shown. */
    'jobs:referral-jobs': ReferralJobsResolver
    /** A candidate's application to a job (the jobs module), for the referrer's stage words. */
    'jobs:application-of': ApplicationOfResolver
  }
}
