import {
  Avatar,
  Box,
  ChatIcon,
  CountBadge,
  getInitials,
  IconButton,
  InputBase,
  NotificationsIcon,
  Paper,
  SearchIcon,
  useCurrentUser,
  useUnreadMessageCount,
} from '@hireloop/shared-ui'
import { useNavigate } from 'react-router-dom'

/** Header bar of part 1 §2: profile button, search box, messages with unread badge, notification bell. */
export function FeedHeader() {
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const unreadMessages = useUnreadMessageCount(Boolean(user))

  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton aria-label="Profile" onClick={() => navigate('/profile')} sx={{ p: 0.5 }}>
        <Avatar src={user?.profileImage ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          {getInitials(user?.name)}
        </Avatar>
      </IconButton>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.25, borderRadius: 5 }}
      >
        <SearchIcon fontSize="small" color="action" />
        <InputBase
          placeholder="Search jobs, companies, people"
          inputProps={{ 'aria-label': 'Search' }}
          disabled
          title="Search becomes available with the feed"
          sx={{ flex: 1, fontSize: 14 }}
        />
      </Paper>
      <IconButton aria-label="Messages" onClick={() => navigate('/messages')} sx={{ position: 'relative' }}>
        <ChatIcon />
        <CountBadge count={unreadMessages} label="unread messages" sx={{ position: 'absolute', top: 2, right: 0 }} />
      </IconButton>
      <IconButton aria-label="Notifications" onClick={() => navigate('/notifications')}>
        <NotificationsIcon />
      </IconButton>
    </Box>
  )
}
