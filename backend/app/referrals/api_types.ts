/*
| Answer types of the referrals module for the front ends, type-only:
| @hireloop/backend/api-types/referrals.
*/
export type {
  JobReferralAnswer,
  ReferralAnswer,
  ReferralListAnswer,
  ReferralNotificationAnswer,
  ReferralThreadAnswer,
  RewardsAnswer,
} from '#referrals/contract'
export type { ReferralNotificationType, ReferralStage, ReferralStatus } from '#referrals/constants'
