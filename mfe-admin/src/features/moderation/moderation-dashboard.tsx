import { Box, EmptyState, ShieldIcon, StatCard } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'

const SUMMARY = [
  { title: 'Pending Reviews', caption: 'Average wait: no data yet' },
  { title: 'Total Users', caption: 'Average score: no data yet' },
  { title: 'Active Restrictions' },
  { title: 'High Priority', caption: 'Critical and high severity' },
] as const

const TABS = [
  {
    label: 'Overview',
    empty: 'No moderation data yet',
    description: 'Counts by content category and trust level will appear here.',
  },
  {
    label: 'Review Queue',
    empty: 'The review queue is empty',
    description: 'Reported and flagged content waiting for review will appear here.',
  },
  {
    label: 'User Management',
    empty: 'No flagged users',
    description: 'Users with violations or restrictions will appear here.',
  },
  {
    label: 'Analytics',
    empty: 'No analytics yet',
    description: 'Severity distribution and system health will appear here.',
  },
] as const

export function ModerationDashboard() {
  const [tab, setTab] = useState(0)
  const current = TABS[tab]!
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {SUMMARY.map((card) => (
          <StatCard
            key={card.title}
            title={card.title}
            value={null}
            caption={'caption' in card ? card.caption : undefined}
          />
        ))}
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="scrollable"
        aria-label="Moderation sections"
      >
        {TABS.map((item) => (
          <Tab key={item.label} label={item.label} />
        ))}
      </Tabs>
      <EmptyState icon={<ShieldIcon />} title={current.empty} description={current.description} />
    </Box>
  )
}
