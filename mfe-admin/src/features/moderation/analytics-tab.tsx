import { SEVERITIES } from '@hireloop/backend/moderation-constants'
import { Box, Typography } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { formatHours, isBacklogged, isSlowResponse, isUnhealthy } from './action-rules'
import { CountSection } from './count-bars'
import { SEVERITY_LABELS } from './labels'
import { Section, SectionColumns, type StatsTabProps } from './section'
import { Threshold } from './summary-cards'

function HealthRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** Analytics: severity distribution and system health (part 2 §2, thresholds of §9). */
export function AnalyticsTab({ stats, reputation }: StatsTabProps) {
  return (
    <SectionColumns>
      <CountSection
        title="Severity distribution"
        testId="analytics-severity"
        barsTestId="severity"
        keys={SEVERITIES}
        labels={SEVERITY_LABELS}
        counts={stats?.bySeverity}
      />
      <Section title="System health" testId="analytics-health">
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <HealthRow label="Average response time">
            {stats ? (
              <Threshold alert={isSlowResponse(stats.avgWaitTime)} testId="health-response">
                {formatHours(stats.avgWaitTime)}
                {isSlowResponse(stats.avgWaitTime) ? ' (slow)' : ''}
              </Threshold>
            ) : (
              '—'
            )}
          </HealthRow>
          <HealthRow label="Community health">
            {reputation ? (
              <Threshold alert={isUnhealthy(reputation.averageScore)} testId="health-community">
                {Math.round(reputation.averageScore)}/100
                {isUnhealthy(reputation.averageScore) ? ' (needs attention)' : ''}
              </Threshold>
            ) : (
              '—'
            )}
          </HealthRow>
          <HealthRow label="Review queue">
            {stats ? (
              <Threshold alert={isBacklogged(stats.pending)} testId="health-queue">
                {isBacklogged(stats.pending) ? 'Backlogged' : 'Normal'} ({stats.pending} pending)
              </Threshold>
            ) : (
              '—'
            )}
          </HealthRow>
          <HealthRow label="Active restrictions">{reputation ? reputation.activeRestrictions : '—'}</HealthRow>
        </Box>
      </Section>
    </SectionColumns>
  )
}
