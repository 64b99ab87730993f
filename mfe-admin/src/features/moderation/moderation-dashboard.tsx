import { Box, Button, CountBadge, Typography, useToast, VISUALLY_HIDDEN } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useSearchParams } from 'react-router-dom'
import { useModerationStats, useReputationStats } from '../../api/moderation/get-moderation'
import { AnalyticsTab } from './analytics-tab'
import { LoadState } from '../../shared/load-state'
import { OverviewTab } from './overview-tab'
import { ReviewQueueTab } from './review-queue-tab'
import { SummaryCards } from './summary-cards'
import { UserManagementTab } from './user-management-tab'

export const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'queue', label: 'Review Queue' },
  { key: 'escalated', label: 'Escalated' },
  { key: 'users', label: 'User Management' },
  { key: 'analytics', label: 'Analytics' },
] as const
type TabKey = (typeof TABS)[number]['key']

/** Part 2 §2: the Test button only shows a confirmation toast. */
export const TEST_TOAST = {
  title: 'Test notification',
  description: 'Moderation notifications are working.',
} as const

/** The Test button (in the page header): a confirmation toast and nothing else. */
export function TestButton() {
  const { toast } = useToast()
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => toast({ title: TEST_TOAST.title, description: TEST_TOAST.description, variant: 'success' })}
    >
      Test
    </Button>
  )
}

const isTabKey = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value)

/**
 * /admin/moderation: the four summary cards and the tabs (the tab is kept in ?tab=): the spec's four, and Escalated,
 * the items waiting for a senior admin (counted on its badge).
 */
export function ModerationDashboard() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: TabKey = isTabKey(requested) ? requested : 'overview'
  const stats = useModerationStats()
  const reputation = useReputationStats()

  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (key === 'overview') next.delete('tab')
        else next.set('tab', key)
        return next
      },
      { replace: true }
    )

  const statsState = (
    <>
      <LoadState what="moderation stats" error={stats.error} isLoading={false} onRetry={() => void stats.mutate()} />
      <LoadState
        what="reputation stats"
        error={reputation.error}
        isLoading={false}
        onRetry={() => void reputation.mutate()}
      />
    </>
  )

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <SummaryCards stats={stats.data} reputation={reputation.data} />
      {statsState}
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) => select(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Moderation sections"
      >
        {TABS.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={
              item.key === 'escalated' && stats.data?.escalated ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {item.label}
                  <CountBadge count={stats.data.escalated} label="escalated items" />
                </Box>
              ) : (
                item.label
              )
            }
            id={`moderation-tab-${item.key}`}
            aria-controls={`moderation-panel-${item.key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`moderation-panel-${tab}`}
        aria-labelledby={`moderation-tab-${tab}`}
        data-testid={`panel-${tab}`}
        sx={{ minWidth: 0 }}
      >
        <Typography component="h2" sx={VISUALLY_HIDDEN}>
          {TABS.find((item) => item.key === tab)!.label}
        </Typography>
        {tab === 'overview' && <OverviewTab stats={stats.data} reputation={reputation.data} />}
        {tab === 'queue' && <ReviewQueueTab />}
        {tab === 'escalated' && <ReviewQueueTab status="escalated" />}
        {tab === 'users' && <UserManagementTab />}
        {tab === 'analytics' && <AnalyticsTab stats={stats.data} reputation={reputation.data} />}
      </Box>
    </Box>
  )
}
