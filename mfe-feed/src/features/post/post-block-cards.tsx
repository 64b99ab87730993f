import { Box, EventIcon, Link as MuiLink, Paper, Typography, WorkIcon } from '@hireloop/shared-ui'
import { PlaceIcon } from '@hireloop/shared-ui/icons'
import type { PostBlockOf } from '../../api/feed/types'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ScheduleIcon } from '../../shared/icons'
import { JobApplyButton } from './job-apply-button'

/* The blocks of a post that render as a card of their own (job, event, achievement) and the schedule line. */

const ACHIEVEMENT_LABELS: Record<string, string> = {
  certification: 'Certification',
  award: 'Award',
  milestone: 'Milestone',
  promotion: 'Promotion',
  education: 'Education',
}
const ACHIEVEMENT_EMOJI: Record<string, string> = {
  certification: '📜',
  award: '🏆',
  milestone: '🎯',
  promotion: '📈',
  education: '🎓',
}

function formatDate(date: string | undefined, time?: string): string {
  if (!date) return time ?? ''
  const parsed = new Date(`${date}T${time || '00:00'}:00`)
  if (Number.isNaN(parsed.getTime())) return [date, time].filter(Boolean).join(' ')
  const day = parsed.toLocaleDateString(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
  return time ? `${day} · ${time}` : day
}

export function Card({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>{children}</Box>
    </Paper>
  )
}

export function Text({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Typography variant="body2" color={color} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  )
}

export function Job({ block }: { block: PostBlockOf<'job'> }) {
  const c = block.content
  const facts = [c.company, c.location, c.salary].filter(Boolean).join(' · ')
  return (
    <Card icon={<WorkIcon />} label="Job">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.jobTitle}
      </Typography>
      {facts && <Text color="text.secondary">{facts}</Text>}
      {c.description && <Text>{c.description}</Text>}
      {c.requirements && (
        <Text>
          <strong>Requirements: </strong>
          {c.requirements}
        </Text>
      )}
      {/* A real job opens in the jobs area (candidates apply right here); a job typed into a post is searched for by its title. */}
      {c.jobId ? (
        <>
          <MuiLink
            component={Link}
            to={`/jobs/${encodeURIComponent(c.jobId)}`}
            variant="body2"
            sx={{ fontWeight: 600 }}
          >
            View this job
          </MuiLink>
          <JobApplyButton jobId={c.jobId} jobTitle={c.jobTitle} />
        </>
      ) : (
        <MuiLink
          component={Link}
          to={`/jobs?keyword=${encodeURIComponent(c.jobTitle ?? '')}`}
          variant="body2"
          sx={{ fontWeight: 600 }}
        >
          Find this job
        </MuiLink>
      )}
    </Card>
  )
}

export function Event({ block }: { block: PostBlockOf<'event'> }) {
  const c = block.content
  const when = formatDate(c.eventDate, c.eventTime)
  return (
    <Card icon={<EventIcon />} label="Event">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.eventTitle}
      </Typography>
      {when && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ScheduleIcon sx={{ fontSize: 16 }} /> <time dateTime={c.eventDate}>{when}</time>
        </Typography>
      )}
      {c.eventLocation && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon sx={{ fontSize: 16 }} /> {c.eventLocation}
        </Typography>
      )}
      {c.eventDescription && <Text>{c.eventDescription}</Text>}
    </Card>
  )
}

export function Achievement({ block }: { block: PostBlockOf<'achievement'> }) {
  const c = block.content
  const type = c.achievementType ?? 'milestone'
  return (
    <Card
      icon={
        <Box component="span" sx={{ fontSize: 22, lineHeight: 1 }}>
          {ACHIEVEMENT_EMOJI[type] ?? '🎯'}
        </Box>
      }
      label="Achievement"
    >
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
        {ACHIEVEMENT_LABELS[type] ?? 'Milestone'}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.achievementTitle}
      </Typography>
      {c.achievementDescription && <Text>{c.achievementDescription}</Text>}
      {c.achievementDate && <Text color="text.secondary">{formatDate(c.achievementDate)}</Text>}
    </Card>
  )
}

export function Schedule({ block }: { block: PostBlockOf<'schedule'> }) {
  const c = block.content
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ScheduleIcon sx={{ fontSize: 16 }} />
      Scheduled for {formatDate(c.scheduledDate, c.scheduledTime)} ({c.timezone ?? 'UTC'})
    </Typography>
  )
}
