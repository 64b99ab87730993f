import type { ModerationStatsAnswer, ReputationStatsAnswer } from '@hireloop/backend/api-types/moderation'
import { CATEGORIES, CATEGORY_LABELS, TRUST_LEVELS } from '@hireloop/backend/moderation-constants'
import { Box } from '@hireloop/shared-ui'
import { CountBars } from './count-bars'
import { TRUST_LEVEL_LABELS } from './labels'
import { Section } from './section'

/** Overview: counts by guideline category (stats) and by trust level (reputation stats). */
export function OverviewTab({
  stats,
  reputation,
}: {
  stats: ModerationStatsAnswer | undefined
  reputation: ReputationStatsAnswer | undefined
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="By category" testId="overview-categories">
        {stats ? (
          <CountBars
            testId="category"
            rows={CATEGORIES.map((category) => ({
              key: category,
              label: CATEGORY_LABELS[category],
              count: stats.byCategory[category] ?? 0,
            }))}
          />
        ) : null}
      </Section>
      <Section title="By trust level" testId="overview-trust">
        {reputation ? (
          <CountBars
            testId="trust"
            rows={TRUST_LEVELS.map((level) => ({
              key: level,
              label: TRUST_LEVEL_LABELS[level],
              count: reputation.byTrustLevel[level] ?? 0,
            }))}
          />
        ) : null}
      </Section>
    </Box>
  )
}
