import Chip from '@mui/material/Chip'
import { Box, Button, Paper, Typography } from '@hireloop/shared-ui'
import { VerifiedIcon } from '@hireloop/shared-ui/icons'
import { useId, type ReactNode } from 'react'
import type { ApplicationAnswer } from '../../api/applications/get-my-applications'
import { CompanyLink } from '../../shared/company-link'
import { formatPay, jobLocation, jobType } from '../../shared/job-format'
import { companyResponseText, excerpt, formatDate, responseDeadlineText } from './application-format'
import { StatusBadge } from './status-badge'
import { StatusTimeline } from './status-timeline'

export interface ApplicationCardProps {
  application: ApplicationAnswer
  onWithdraw: (application: ApplicationAnswer) => void
  onViewSimilar: (application: ApplicationAnswer) => void
  /** Opens the conversation with the job's employer (its company's owner) about this job. */
  onMessageEmployer: (application: ApplicationAnswer) => void
  /** A conversation is being opened: the message buttons wait. */
  messaging?: boolean
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** One application on /applications (part 2 §2 "My Applications"): the job, where it stands, what was sent. */
export function ApplicationCard({
  application,
  onWithdraw,
  onViewSimilar,
  onMessageEmployer,
  messaging = false,
}: ApplicationCardProps) {
  const titleId = useId()
  const { job } = application
  const company = job.company
  const deadline = responseDeadlineText(application)
  const responsiveness = application.status === 'applied' ? companyResponseText(company) : null
  const location = jobLocation(job)
  const description = excerpt(job.description)

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="application-card"
      data-application-id={application.id}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {job.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            <CompanyLink companyId={job.companyId} testId="application-company">
              {company?.name}
            </CompanyLink>
            {company?.verified && (
              <VerifiedIcon fontSize="small" color="primary" titleAccess="Verified" sx={{ verticalAlign: 'middle' }} />
            )}
          </Typography>
        </Box>
        <StatusBadge status={application.status} label={application.statusLabel} />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {job.isUrgent && <Chip size="small" label="Urgent Hiring" sx={{ bgcolor: '#b45309', color: '#fff' }} />}
        <Typography variant="body2" data-testid="application-pay" sx={{ fontWeight: 600 }}>
          {formatPay(job.payRate, job.payUnit)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="application-schedule">
          {jobType(job)}
        </Typography>
        {location && (
          <Typography variant="body2" color="text.secondary" data-testid="application-location">
            {location}
          </Typography>
        )}
      </Box>

      <Typography variant="body2" color="text.secondary">
        Applied{' '}
        <time dateTime={application.appliedAt} data-testid="application-applied-date">
          {formatDate(application.appliedAt)}
        </time>
      </Typography>

      {(deadline || responsiveness) && (
        <Box
          data-testid="application-deadline"
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, display: 'grid', gap: 0.25 }}
        >
          {deadline && <Typography variant="body2">{deadline}</Typography>}
          {responsiveness && (
            <Typography variant="body2" color="text.secondary">
              {responsiveness}
            </Typography>
          )}
        </Box>
      )}

      {description && (
        <Typography variant="body2" color="text.secondary" data-testid="application-description">
          {description}
        </Typography>
      )}

      {application.selectedSkills.length > 0 && (
        <Section title="Highlighted skills">
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
            {application.selectedSkills.map((skill) => (
              <li key={skill}>
                <Chip size="small" variant="outlined" label={skill} />
              </li>
            ))}
          </Box>
        </Section>
      )}

      {application.selectedAvailability.length > 0 && (
        <Section title="Availability">
          <Typography variant="body2" data-testid="application-availability">
            {application.selectedAvailability.join(', ')}
          </Typography>
        </Section>
      )}

      {application.coverLetter && (
        <Section title="Cover letter">
          <Typography
            variant="body2"
            data-testid="application-cover-letter"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {application.coverLetter}
          </Typography>
        </Section>
      )}

      <StatusTimeline history={application.history} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
        <Button variant="outlined" aria-describedby={titleId} onClick={() => onViewSimilar(application)}>
          View Similar Jobs
        </Button>
        {company?.ownerId && (
          <Button
            variant="outlined"
            aria-describedby={titleId}
            disabled={messaging}
            onClick={() => onMessageEmployer(application)}
          >
            Message Employer
          </Button>
        )}
        {application.status === 'applied' && (
          <Button variant="outlined" color="error" aria-describedby={titleId} onClick={() => onWithdraw(application)}>
            Withdraw Application
          </Button>
        )}
      </Box>
    </Paper>
  )
}
