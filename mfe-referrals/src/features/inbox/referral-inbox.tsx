import { Box, EmptyState, InboxIcon } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'

export function ReferralInbox() {
  const [tab, setTab] = useState(0)
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Referral requests"
        sx={{ mb: 2 }}
      >
        <Tab label="Requests I Sent" />
        <Tab label="Requests to Answer" />
      </Tabs>
      {tab === 0 ? (
        <EmptyState
          icon={<InboxIcon />}
          title="No requests sent"
          description="Referral requests you send to your contacts will be listed here."
        />
      ) : (
        <EmptyState
          icon={<InboxIcon />}
          title="No requests to answer"
          description="When someone asks you for a referral, it will appear here."
        />
      )}
    </Box>
  )
}
