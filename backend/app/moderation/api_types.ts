/*
| Answer types of the moderation module for the front ends, type-only:
| @hireloop/backend/api-types/moderation.
*/
export type {
  FlaggedUserAnswer,
  ModerationActionAnswer,
  ModerationStatsAnswer,
  MyStandingAnswer,
  QueueItemAnswer,
  QueuePageAnswer,
  ReputationStatsAnswer,
  RestrictionAnswer,
  StandingUpdateAnswer,
} from '#moderation/contract'
export type { Category, ContentType, ItemStatus, ModerationAction, Severity, TrustLevel } from '#moderation/constants'
