import {
  CountBadge,
  formatBadgeCount,
  GroupIcon,
  IconButton,
  LazyWhenOpen,
  useReferralNotificationCount,
} from '@hireloop/shared-ui'
import { lazy, useState } from 'react'

const ReferralNotificationsPanel = lazy(() => import('./referral-notifications-panel'))

/**
 * The feed header's referral button: the unread count the Referrals tab shows (one SWR key, refreshed by the live
 * stream), and the referral notification panel on click (its code loads only then).
 */
export function ReferralNotificationsButton({ enabled }: { enabled: boolean }) {
  const unread = useReferralNotificationCount(enabled)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        aria-label={unread ? `Referral notifications ${formatBadgeCount(unread)} unread` : 'Referral notifications'}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'relative' }}
      >
        <GroupIcon />
        <CountBadge
          count={unread}
          label="unread referral notifications"
          announce={false}
          sx={{ position: 'absolute', top: 2, right: 0 }}
        />
      </IconButton>
      <LazyWhenOpen
        component={ReferralNotificationsPanel}
        props={{ open: Boolean(anchor), anchorEl: anchor, onClose: () => setAnchor(null) }}
      />
    </>
  )
}
