import { REFERRAL_MESSAGES } from '@hireloop/backend/referrals-constants'
import { AreaFrame, EmptyState, ShieldIcon, useCurrentUser } from '@hireloop/shared-ui'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useSearchParams } from 'react-router-dom'
import { ReferralDashboard } from '../features/dashboard/referral-dashboard'
import { ReferralInbox } from '../features/inbox/referral-inbox'
import { REMOTE_NAME } from '../shared/remote-name'
import { useLiveReferrals } from './use-live-referrals'

type Section = 'dashboard' | 'inbox'

/**
 * The referrals area: the shell mounts it at /referrals/*. Two tabs, 'Dashboard' and 'Referral Inbox'; the tab is in
 * the address (?tab=inbox, and the inbox's box: &box=received) so a notification or the back button can land on the
 * inbox.
 */
export function ReferralsApp() {
  const { user } = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const section: Section = params.get('tab') === 'inbox' ? 'inbox' : 'dashboard'
  useLiveReferrals(user?.id)

  if (!user) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Referrals">
        <EmptyState testId="gate-login" icon={<ShieldIcon />} title={REFERRAL_MESSAGES.loginRequired} />
      </AreaFrame>
    )
  }
  const select = (next: Section) => {
    const copy = new URLSearchParams(params)
    if (next === 'inbox') copy.set('tab', 'inbox')
    else {
      copy.delete('tab')
      copy.delete('box')
    }
    setParams(copy, { replace: true })
  }
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Referrals">
      <Tabs
        value={section}
        onChange={(_event, value: Section) => select(value)}
        aria-label="Referrals sections"
        sx={{ mb: 2 }}
      >
        <Tab value="dashboard" id="referrals-tab-dashboard" aria-controls="referrals-panel" label="Dashboard" />
        <Tab value="inbox" id="referrals-tab-inbox" aria-controls="referrals-panel" label="Referral Inbox" />
      </Tabs>
      <div role="tabpanel" id="referrals-panel" aria-labelledby={`referrals-tab-${section}`}>
        {section === 'dashboard' ? <ReferralDashboard user={user} /> : <ReferralInbox userId={user.id} />}
      </div>
    </AreaFrame>
  )
}
