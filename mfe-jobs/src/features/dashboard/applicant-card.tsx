import type { ApplicationStatus, EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { Box, Button, Link, Paper, profilePath, Typography } from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'
import Chip from '@mui/material/Chip'
import { referrerNameOf } from '../../api/applications/employer-applications'
import { ApplicationNote } from './application-note'
import { APPLICATION_STATUS_LABELS, nextMoves, STATUS_COLOURS } from './pipeline'

export function formatAppliedDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Unknown date'
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

export function StatusBadge({ status, label }: { status: ApplicationStatus; label?: string }) {
  const colours = STATUS_COLOURS[status]
  return (
    <Chip
      size="small"
      label={label || APPLICATION_STATUS_LABELS[status]}
      data-status={status}
      sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600 }}
    />
  )
}

function ChipList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {items.map((item) => (
          <Chip key={item} component="li" size="small" variant="outlined" label={item} />
        ))}
      </Box>
    </Box>
  )
}

export interface ApplicantCardProps {
  application: EmployerApplicationAnswer
  /** A move, an e-mail or a download of this card is on its way. */
  busy: boolean
  onMove: (to: Exclude<ApplicationStatus, 'applied'>) => void
  onEmail: () => void
  /** Opens the conversation with the applicant about this job (/messages). */
  onMessage: () => void
  onDownload: () => void
  /** Opens the thank-you dialog for the referrer (offered on referred applications only, when given). */
  onThank?: () => void
  /** The private note (the job's owner only: the server refuses anyone else). */
  showNote?: boolean
}

/** One applicant of the selected job: contact, application, and the moves the pipeline allows from its status. */
export function ApplicantCard({
  application,
  busy,
  onMove,
  onEmail,
  onMessage,
  onDownload,
  onThank,
  showNote = false,
}: ApplicantCardProps) {
  const { applicant } = application
  const referrerName = referrerNameOf(application)
  const headingId = `applicant-${application.id}`
  const moves = nextMoves(application.status)
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="applicant-card"
      sx={{ p: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {/* The member's profile page, as every member's name in the app. */}
          <Link component={RouterLink} to={profilePath(applicant.id)} color="inherit" underline="hover">
            {applicant.name}
          </Link>
        </Typography>
        {application.referred && (
          <Chip
            size="small"
            color="secondary"
            label={referrerName ? `Referred by ${referrerName}` : 'Referred'}
            sx={{ maxWidth: '100%' }}
          />
        )}
        <StatusBadge status={application.status} label={application.statusLabel} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, mt: 0.5 }}>
        <Link
          href={`mailto:${applicant.email}`}
          variant="body2"
          sx={{ overflowWrap: 'anywhere', width: 'fit-content' }}
        >
          {applicant.email}
        </Link>
        {applicant.phone && (
          <Link href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`} variant="body2" sx={{ width: 'fit-content' }}>
            {applicant.phone}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary">
          Applied {formatAppliedDate(application.appliedAt)}
        </Typography>
      </Box>
      {application.coverLetter && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
            Cover letter
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.coverLetter}
          </Typography>
        </Box>
      )}
      <ChipList title="Skills" items={application.selectedSkills} />
      <ChipList title="Availability" items={application.selectedAvailability} />
      {showNote && <ApplicationNote applicationId={application.id} applicantName={applicant.name} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {moves.map((move) => (
          <Button
            key={move.to}
            size="small"
            variant={move.to === 'rejected' ? 'outlined' : 'contained'}
            color={move.to === 'rejected' ? 'error' : 'primary'}
            aria-describedby={headingId}
            disabled={busy}
            onClick={() => onMove(move.to)}
          >
            {move.label}
          </Button>
        ))}
        <Button size="small" variant="outlined" aria-describedby={headingId} disabled={busy} onClick={onEmail}>
          Send Email
        </Button>
        <Button size="small" variant="outlined" aria-describedby={headingId} disabled={busy} onClick={onMessage}>
          Message
        </Button>
        {application.resume && (
          <Button size="small" variant="outlined" aria-describedby={headingId} disabled={busy} onClick={onDownload}>
            Download Resume
          </Button>
        )}
        {application.referred && onThank && (
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            aria-describedby={headingId}
            disabled={busy}
            onClick={onThank}
          >
            Thank Referrer
          </Button>
        )}
      </Box>
    </Paper>
  )
}
