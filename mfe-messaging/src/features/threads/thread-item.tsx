import type { ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import {
  Avatar,
  Box,
  formatRelativeTime,
  getInitials,
  Link as MuiLink,
  profilePath,
  Typography,
  userTypeLabel,
  VISUALLY_HIDDEN,
} from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'

/** One thread in the list: who, about which job, the last message, when, and how many are unread. */
export function ThreadItem({
  thread,
  selected,
  userId,
  now,
  onOpen,
}: {
  thread: ThreadAnswer
  selected: boolean
  userId: string | null
  /** The list's clock (one for all items), for the relative time. */
  now: number
  onOpen: () => void
}) {
  const { otherParticipant: other, job, lastMessage, unreadCount } = thread
  const unread = unreadCount > 0
  const excerpt = lastMessage
    ? `${lastMessage.senderId === userId ? 'You: ' : ''}${lastMessage.content}`
    : 'No messages yet'
  // The whole row opens the conversation (the button's ::after covers it); the name, above that layer, opens the
  // member's profile, since a link cannot sit inside a button.
  return (
    <Box
      component="li"
      data-testid="thread"
      data-unread={unread}
      sx={{
        listStyle: 'none',
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : unread ? 'action.hover' : 'transparent',
      }}
    >
      <Avatar src={other.avatar ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.main' }}>
        {getInitials(other.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="span"
            sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 600 }}
            noWrap
            data-testid="thread-name"
          >
            <MuiLink
              component={RouterLink}
              to={profilePath(other.id)}
              color="inherit"
              underline="hover"
              sx={{ position: 'relative', zIndex: 1 }}
            >
              {other.name}
            </MuiLink>
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatRelativeTime(lastMessage?.createdAt ?? thread.lastActivityAt, now)}
          </Typography>
        </Box>
        <Box
          component="button"
          type="button"
          onClick={onOpen}
          data-thread-id={thread.id}
          aria-current={selected ? 'true' : undefined}
          sx={{
            display: 'block',
            width: '100%',
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            color: 'inherit',
            font: 'inherit',
            textAlign: 'left',
            cursor: 'pointer',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 0 },
            '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {`Conversation with ${other.name}: `}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
            {userTypeLabel(other.userType)}
            {job ? ` · ${job.title} at ${job.company}` : ''}
          </Typography>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 600 : 400 }}
              noWrap
            >
              {excerpt}
            </Typography>
            {unread && (
              <Box
                component="span"
                data-testid="thread-unread"
                sx={{
                  flexShrink: 0,
                  minWidth: 20,
                  height: 20,
                  px: 0.75,
                  borderRadius: 10,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: 12,
                  fontWeight: 700,
                  display: 'inline-grid',
                  placeItems: 'center',
                }}
              >
                <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {unreadCount === 1 ? '1 unread message' : `${unreadCount} unread messages`}
                </Box>
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
