import {
  Avatar,
  Box,
  ChatIcon,
  CountBadge,
  formatBadgeCount,
  getInitials,
  IconButton,
  useCurrentUser,
  useUnreadMessageCount,
} from '@hireloop/shared-ui'
import { useNavigate } from 'react-router-dom'
import { NotificationBell } from '../features/notifications/notification-bell'
import { ReferralNotificationsButton } from '../features/referral-notifications/referral-notifications-button'
import { SearchBox } from '../features/search/search-box'

/** Header bar of part 1 §2: profile button, search box, messages with unread badge, the referral
 * notification panel's button with the Referrals count, notification bell. */
export function FeedHeader() {
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const unreadMessages = useUnreadMessageCount(Boolean(user))
  const initials = getInitials(user?.name)

  return (
    <Box component="header" sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      {/* The name contains the initials the avatar shows (WCAG 2.5.3 label in name: what is seen can be said). */}
      <IconButton
        aria-label={user?.profileImage ? 'Your profile' : `Your profile (${initials})`}
        onClick={() => navigate('/profile')}
        sx={{ p: 0.5 }}
      >
        <Avatar
          aria-hidden="true"
          src={user?.profileImage ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <SearchBox />
      <IconButton
        aria-label={unreadMessages ? `Messages ${formatBadgeCount(unreadMessages)} unread` : 'Messages'}
        onClick={() => navigate('/messages')}
        sx={{ position: 'relative' }}
      >
        <ChatIcon />
        <CountBadge
          count={unreadMessages}
          label="unread messages"
          announce={false}
          sx={{ position: 'absolute', top: 2, right: 0 }}
        />
      </IconButton>
      <ReferralNotificationsButton enabled={Boolean(user)} />
      <NotificationBell enabled={Boolean(user)} />
    </Box>
  )
}
