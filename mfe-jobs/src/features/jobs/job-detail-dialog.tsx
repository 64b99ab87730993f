import { Box, Button, CloseIcon, Divider, IconButton, Typography, useOnline } from '@hireloop/shared-ui'
import { BookmarkBorderIcon, BookmarkIcon, ShareIcon } from '@hireloop/shared-ui/icons'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Draft } from '@hireloop/shared-ui/offline'
import type { ReactNode } from 'react'
import type { Job } from '../../api/jobs/types'
import { FavoriteBorderIcon, FavoriteIcon, FlagIcon } from '../../shared/icons'
import { experienceLevel, formatPay, isRemoteJob, jobLocation, jobType, postedAge } from '../../shared/job-format'
import { CompanyLink } from '../../shared/company-link'
import { ApplyButton } from './apply-button'
import { FoundingBadge, JobBadges, VerifiedBadge } from './job-badges'
import { WaitingApplication } from './waiting-application'

export interface JobDetailDialogProps {
  /** Shown (default); false animates it out, staying mounted. */
  open?: boolean
  job: Job | null
  /** The job is still loading (opened from an address). */
  loading: boolean
  error: boolean
  owned: boolean
  onClose: () => void
  onSave: () => void
  onLike: () => void
  onShare: (anchor: HTMLElement) => void
  onReport: () => void
  onManage: () => void
  /** The reader may apply (candidates only): Apply Now in the header and in the bottom bar. */
  canApply?: boolean
  onApply?: () => void
  /** The reader's application written offline, waiting on the device: shown in place of Apply. */
  waiting?: Draft | null
  onEditWaiting?: () => void
  onDiscardWaiting?: () => void
  /** The reader may ask a contact to refer them (candidates only; offered while the job is active). */
  canAskReferral?: boolean
  onAskReferral?: () => void
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  )
}

/** Every section of part 2 §2 "Job detail dialog", with Apply (candidates) or Manage (the job's owner). */
export function JobDetailDialog(props: JobDetailDialogProps) {
  const { open = true, job, loading, error, onClose } = props
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="job-detail-title"
      scroll="paper"
    >
      {!job ? (
        <DialogContent>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography id="job-detail-title" role="status" sx={{ flex: 1 }}>
              {loading ? 'Loading job...' : error ? 'This job is not available.' : 'Job not found'}
            </Typography>
            <IconButton aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
        </DialogContent>
      ) : (
        <JobDetailBody {...props} job={job} />
      )}
    </Dialog>
  )
}

function JobDetailBody({
  job,
  owned,
  onClose,
  onSave,
  onLike,
  onShare,
  onReport,
  onManage,
  canApply = false,
  onApply,
  waiting = null,
  onEditWaiting,
  onDiscardWaiting,
  canAskReferral = false,
  onAskReferral,
}: JobDetailDialogProps & { job: Job }) {
  const applicants = job.applicantCount ?? 0
  const askReferral = !owned && canAskReferral && job.status === 'active' && onAskReferral
  const posted = job.createdAt ? new Date(job.createdAt) : null
  const benefits = job.benefits ?? []
  const online = useOnline()
  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
            {/* No word of the job's or the company's text may widen the screen: long ones wrap. */}
            <Typography
              id="job-detail-title"
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {job.title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              <JobBadges job={job} />
              {job.company?.foundingNumber ? <FoundingBadge number={job.company.foundingNumber} /> : null}
            </Box>
            <Typography
              variant="body1"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              <CompanyLink companyId={job.companyId}>{job.company?.name ?? 'Company'}</CompanyLink>{' '}
              {job.company?.verified && <VerifiedBadge />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[
                jobLocation(job),
                formatPay(job.payRate, job.payUnit),
                jobType(job),
                `Posted ${postedAge(job.createdAt)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {applicants} applicant{applicants === 1 ? '' : 's'} · {experienceLevel(job)}
            </Typography>
            {!online && (
              <Typography variant="body2" role="note" data-testid="job-kept" sx={{ fontWeight: 500 }}>
                You&apos;re offline: this may be out of date
              </Typography>
            )}
          </Box>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <IconButton
            aria-label={job.isLiked ? 'Unlike job' : 'Like job'}
            aria-pressed={Boolean(job.isLiked)}
            onClick={onLike}
          >
            {job.isLiked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
          </IconButton>
          <IconButton
            aria-label={job.isSaved ? 'Unsave job' : 'Save job'}
            aria-pressed={Boolean(job.isSaved)}
            onClick={onSave}
          >
            {job.isSaved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
          </IconButton>
          <IconButton aria-label="Share job" aria-haspopup="menu" onClick={(event) => onShare(event.currentTarget)}>
            <ShareIcon />
          </IconButton>
          <IconButton aria-label="Report job" onClick={onReport}>
            <FlagIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          {askReferral && (
            <Button variant="outlined" onClick={onAskReferral}>
              Ask for a referral
            </Button>
          )}
          {owned ? (
            <Button variant="contained" onClick={onManage}>
              Manage
            </Button>
          ) : (
            canApply && !waiting && <ApplyButton job={job} onApply={onApply} />
          )}
        </Box>

        {canApply && waiting && !owned && (
          <WaitingApplication
            draft={waiting}
            jobTitle={job.title}
            onEdit={() => onEditWaiting?.()}
            onDiscard={() => onDiscardWaiting?.()}
          />
        )}
        <Divider />
        <Section title="Job Description">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job.description || 'No description provided.'}
          </Typography>
        </Section>
        <Section title="Requirements">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job.requirements || 'No specific requirements listed.'}
          </Typography>
        </Section>
        <Section title="Benefits">
          {benefits.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {benefits.map((benefit) => (
                <Chip key={benefit} label={benefit} size="small" variant="outlined" />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No benefits listed.
            </Typography>
          )}
        </Section>
        <Section title="Job Details">
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <Detail label="Schedule" value={jobType(job)} />
            <Detail label="Work location" value={isRemoteJob(job) ? 'Remote' : 'On-site'} />
            <Detail label="Experience level" value={experienceLevel(job)} />
            <Detail
              label="Posted"
              value={
                posted && !Number.isNaN(posted.getTime())
                  ? posted.toLocaleDateString('en-US', { dateStyle: 'medium' })
                  : 'Recently'
              }
            />
          </Box>
        </Section>
      </DialogContent>
      <Box sx={{ display: 'flex', gap: 1, p: 1.5, justifyContent: 'flex-end' }} data-testid="job-detail-bar">
        <Button variant="outlined" onClick={onSave} startIcon={job.isSaved ? <BookmarkIcon /> : <BookmarkBorderIcon />}>
          {job.isSaved ? 'Saved' : 'Save Job'}
        </Button>
        {owned ? (
          <Button variant="contained" onClick={onManage}>
            Manage
          </Button>
        ) : (
          canApply && !waiting && <ApplyButton job={job} onApply={onApply} />
        )}
      </Box>
    </>
  )
}
