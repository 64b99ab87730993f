import type {
  FlaggedUserAnswer,
  ModerationStatsAnswer,
  QueueItemAnswer,
  ReputationStatsAnswer,
} from '@hireloop/backend/api-types/moderation'
import { MODERATION_RULES } from '@hireloop/backend/moderation-constants'
import { apiJson } from '@hireloop/shared-ui'
import useSWR from 'swr'
import { queueUrl, REPUTATION_STATS_URL, STATS_URL, USERS_FOR_REVIEW_URL, type QueueFilters } from './moderation-urls'

const { refreshSeconds } = MODERATION_RULES
const get = <T>(url: string) => apiJson<T>('GET', url)

/** GET /api/moderation/queue, refreshed every 30 s (part 2 §7, §9). */
export function useModerationQueue(filters: QueueFilters) {
  // A filter change keeps the current list on screen until the new one arrives.
  return useSWR<QueueItemAnswer[]>(queueUrl(filters), get, {
    refreshInterval: refreshSeconds.queue * 1000,
    keepPreviousData: true,
  })
}

/** GET /api/moderation/stats, refreshed every 60 s. */
export function useModerationStats() {
  return useSWR<ModerationStatsAnswer>(STATS_URL, get, { refreshInterval: refreshSeconds.stats * 1000 })
}

/** GET /api/moderation/reputation-stats, refreshed every 60 s. */
export function useReputationStats() {
  return useSWR<ReputationStatsAnswer>(REPUTATION_STATS_URL, get, {
    refreshInterval: refreshSeconds.reputation * 1000,
  })
}

/** GET /api/moderation/users-for-review, refreshed every 120 s. */
export function useUsersForReview() {
  return useSWR<FlaggedUserAnswer[]>(USERS_FOR_REVIEW_URL, get, { refreshInterval: refreshSeconds.users * 1000 })
}
