import { Avatar, Box, getInitials, NotificationsIcon, Typography, WorkIcon } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import type { AppNotification } from '../../api/notifications/types'
import { ScheduleIcon } from '../../shared/icons'
import {
  DeleteNotificationButton,
  MarkReadButton,
  NotificationOpenButton,
  NotificationRow,
} from '../../shared/notification-parts'

/**
 * The application notifications' own screens: the employer's dashboard panel for a new applicant, the
 * candidate's /applications for a status change or a passed response deadline.
 */
const APPLICATION_LINKS: Record<string, string> = {
  candidate_applied: '/dashboard?view=applications',
  application_status: '/applications',
  application_overdue: '/applications',
}

/**
 * The network notifications: a connection request or acceptance opens the Messages page's Connections tab,
 * a recommended job opens that job. The server's transformer gives the same links.
 */
const CONNECTIONS_LINK = '/messages/connections'
const NETWORK_LINKS: Record<string, string> = {
  connection_request: CONNECTIONS_LINK,
  connection_accepted: CONNECTIONS_LINK,
}

/** Where opening a notification goes: the application and network types to their screens, the others to the server's link. */
export function notificationLink(
  notification: Pick<AppNotification, 'type' | 'link' | 'entityId'> & { job?: AppNotification['job'] }
): string | null {
  if (notification.type === 'job_recommendation' || notification.type === 'job_match') {
    const jobId = notification.job?.id ?? notification.entityId
    return jobId ? `/jobs/${encodeURIComponent(jobId)}` : (notification.link ?? '/jobs')
  }
  return APPLICATION_LINKS[notification.type] ?? NETWORK_LINKS[notification.type] ?? notification.link
}

/** The job line under a notification about a job: its title and company. */
export function jobLine(job: AppNotification['job']): string | null {
  if (!job) return null
  return job.company ? `${job.title} · ${job.company}` : job.title
}

/** The application types show what they are about instead of who: a job, or a clock for a passed deadline. */
function typeIcon(type: string): { icon: ReactNode; color: string } | null {
  if (type === 'candidate_applied' || type === 'application_status') {
    return { icon: <WorkIcon fontSize="small" titleAccess="Job application" />, color: '#1d4ed8' }
  }
  if (type === 'application_overdue') {
    return { icon: <ScheduleIcon fontSize="small" titleAccess="Response deadline" />, color: '#b45309' }
  }
  return null
}

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
  const kind = typeIcon(notification.type)
  const job = jobLine(notification.job)
  return (
    <NotificationRow testId="notification" unread={unread} spacing={{ gap: 1.5, pl: 2, pr: 2, py: dense ? 1 : 1.5 }}>
      {kind ? (
        <Avatar data-testid="notification-icon" sx={{ width: 36, height: 36, bgcolor: kind.color, color: '#fff' }}>
          {kind.icon}
        </Avatar>
      ) : (
        <Avatar
          src={notification.actor?.profileImage ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}
        >
          {notification.actor?.name ? getInitials(notification.actor.name) : <NotificationsIcon fontSize="small" />}
        </Avatar>
      )}
      <NotificationOpenButton
        unread={unread}
        message={notification.message}
        createdAt={notification.createdAt}
        onOpen={onOpen}
      >
        {job && (
          <Typography
            variant="caption"
            component="p"
            data-testid="notification-job"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            <WorkIcon sx={{ fontSize: 14 }} aria-hidden />
            {job}
          </Typography>
        )}
      </NotificationOpenButton>
      {unread && (
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
      {onMarkRead && unread && <MarkReadButton onClick={onMarkRead} />}
      {onDelete && <DeleteNotificationButton onClick={onDelete} />}
    </NotificationRow>
  )
}
