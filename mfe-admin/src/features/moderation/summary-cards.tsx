import type { ModerationStatsAnswer, ReputationStatsAnswer } from '@hireloop/backend/api-types/moderation'
import { Box, Paper, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import type { ReactNode } from 'react'
import { formatHours, isBacklogged, isSlowResponse, isUnhealthy } from './action-rules'

interface SummaryCardProps {
  title: string
  value: number | null
  caption?: ReactNode
  badge?: ReactNode
  testId: string
}

function SummaryCard({ title, value, caption, badge, testId }: SummaryCardProps) {
  return (
    <Paper variant="outlined" component="article" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        {badge}
      </Box>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700 }}
        aria-label={value === null ? 'No data yet' : undefined}
      >
        {value === null ? '—' : value.toLocaleString('en-US')}
      </Typography>
      {caption && (
        <Typography variant="caption" component="p" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Paper>
  )
}

/** Text in the alert colour when `alert` (with the state in data-state for tests and the words for readers). */
export function Threshold({ alert, children, testId }: { alert: boolean; children: ReactNode; testId?: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-state={alert ? 'alert' : 'ok'}
      sx={{ color: alert ? 'error.main' : 'inherit', fontWeight: alert ? 700 : undefined }}
    >
      {children}
    </Box>
  )
}

/** The four summary cards (part 2 §2): Pending Reviews, Total Users, Active Restrictions, High Priority. */
export function SummaryCards({
  stats,
  reputation,
}: {
  stats: ModerationStatsAnswer | undefined
  reputation: ReputationStatsAnswer | undefined
}) {
  const highPriority = stats ? (stats.bySeverity.critical ?? 0) + (stats.bySeverity.high ?? 0) : null
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}
      data-testid="summary-cards"
    >
      <SummaryCard
        testId="card-pending"
        title="Pending Reviews"
        value={stats?.pending ?? null}
        badge={
          stats && isBacklogged(stats.pending) ? (
            <Chip size="small" color="error" label="Backlogged" data-testid="backlogged" />
          ) : null
        }
        caption={
          stats ? (
            <>
              {stats.escalated > 0 && (
                <Box component="span" data-testid="escalated-count" sx={{ display: 'block' }}>
                  {stats.escalated} escalated for senior review
                </Box>
              )}
              Average wait:{' '}
              <Threshold alert={isSlowResponse(stats.avgWaitTime)} testId="average-wait">
                {formatHours(stats.avgWaitTime)}
              </Threshold>
            </>
          ) : (
            'Average wait: no data yet'
          )
        }
      />
      <SummaryCard
        testId="card-users"
        title="Total Users"
        value={reputation?.totalUsers ?? null}
        caption={
          reputation ? (
            <>
              Average score:{' '}
              <Threshold alert={isUnhealthy(reputation.averageScore)} testId="average-score">
                {Math.round(reputation.averageScore)}/100
              </Threshold>
            </>
          ) : (
            'Average score: no data yet'
          )
        }
      />
      <SummaryCard
        testId="card-restrictions"
        title="Active Restrictions"
        value={reputation?.activeRestrictions ?? null}
        caption="Members who cannot post right now"
      />
      <SummaryCard
        testId="card-high-priority"
        title="High Priority"
        value={highPriority}
        caption="Critical and high severity"
      />
    </Box>
  )
}
