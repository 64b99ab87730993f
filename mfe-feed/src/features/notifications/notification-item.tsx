import {
  Avatar,
  Box,
  formatRelativeTime,
  getInitials,
  IconButton,
  NotificationsIcon,
  Typography,
} from '@hireloop/shared-ui'
import type { AppNotification } from '../../api/notifications/types'
import { CheckIcon, DeleteIcon } from '../../shared/icons'

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** One notification: who, what, when; unread ones are marked. Opening it follows its link. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
  dense = false,
}: {
  notification: AppNotification
  onOpen: () => void
  onMarkRead?: () => void
  onDelete?: () => void
  dense?: boolean
}) {
  const unread = !notification.isRead
  const text = notification.job?.title ? `${notification.message} · ${notification.job.title}` : notification.message
  return (
    <Box
      component="li"
      data-testid="notification"
      data-unread={unread}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: dense ? 1 : 1.5,
        bgcolor: unread ? 'action.hover' : undefined,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar
        src={notification.actor?.profileImage ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}
      >
        {notification.actor?.name ? getInitials(notification.actor.name) : <NotificationsIcon fontSize="small" />}
      </Avatar>
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          p: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {unread && (
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Unread:{' '}
            </Box>
          )}
          {text}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatRelativeTime(notification.createdAt)}
        </Typography>
      </Box>
      {unread && (
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
      {onMarkRead && unread && (
        <IconButton size="small" aria-label="Mark as read" title="Mark as read" onClick={onMarkRead}>
          <CheckIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton size="small" aria-label="Delete notification" title="Delete" onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  )
}
