import { AreaFrame, EmptyState, ShieldIcon, useCurrentUser } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { ReferralDashboard } from '../features/dashboard/referral-dashboard'
import { ReferralInbox } from '../features/inbox/referral-inbox'
import { REMOTE_NAME } from '../shared/remote-name'

/** The referrals area: the shell mounts it at /referrals/*. Two tabs, 'Dashboard' and 'Referral Inbox'. */
export function ReferralsApp() {
  const { user } = useCurrentUser()
  const [tab, setTab] = useState(0)

  if (!user) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Referrals">
        <EmptyState testId="gate-login" icon={<ShieldIcon />} title="Please log in to view your referrals" />
      </AreaFrame>
    )
  }
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Referrals">
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label="Referrals sections"
        sx={{ mb: 2 }}
      >
        <Tab label="Dashboard" />
        <Tab label="Referral Inbox" />
      </Tabs>
      {tab === 0 ? <ReferralDashboard user={user} /> : <ReferralInbox />}
    </AreaFrame>
  )
}
