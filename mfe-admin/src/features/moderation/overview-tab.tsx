import { CATEGORIES, CATEGORY_LABELS, TRUST_LEVELS } from '@hireloop/backend/moderation-constants'
import { CountSection } from './count-bars'
import { TRUST_LEVEL_LABELS } from './labels'
import { SectionColumns, type StatsTabProps } from './section'

/** Overview: counts by guideline category (stats) and by trust level (reputation stats). */
export function OverviewTab({ stats, reputation }: StatsTabProps) {
  return (
    <SectionColumns>
      <CountSection
        title="By category"
        testId="overview-categories"
        barsTestId="category"
        keys={CATEGORIES}
        labels={CATEGORY_LABELS}
        counts={stats?.byCategory}
      />
      <CountSection
        title="By trust level"
        testId="overview-trust"
        barsTestId="trust"
        keys={TRUST_LEVELS}
        labels={TRUST_LEVEL_LABELS}
        counts={reputation?.byTrustLevel}
      />
    </SectionColumns>
  )
}
