import { APPLICATION_TABS } from '@hireloop/backend/jobs-constants'
import type { ApplicationTab } from '@hireloop/backend/api-types/jobs'
import { Box } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { ApplicationCounts } from '../../api/applications/employer-applications'
import { TAB_LABELS } from './pipeline'

/** The applications' tabs, each with its count once the server gave them; they control `applications-tabpanel`. */
export function ApplicationTabs({
  tab,
  counts,
  onChange,
}: {
  tab: ApplicationTab
  counts: ApplicationCounts | null | undefined
  onChange: (tab: ApplicationTab) => void
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: ApplicationTab) => onChange(value)}
      variant="fullWidth"
      aria-label="Application filter"
      sx={{ mb: 1.5 }}
    >
      {APPLICATION_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          id={`applications-tab-${value}`}
          aria-controls="applications-tabpanel"
          sx={{ minWidth: 0, px: { xs: 0.5, sm: 1.5 } }}
          label={
            // The count goes under the name on phones, so the four tabs fit a 390 px screen.
            <Box
              component="span"
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 0.5 } }}
            >
              <span>{TAB_LABELS[value]}</span>
              {counts && <span>{` (${counts[value]})`}</span>}
            </Box>
          }
        />
      ))}
    </Tabs>
  )
}
