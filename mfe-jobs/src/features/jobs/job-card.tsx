import { Avatar, Box, Button, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import { BookmarkBorderIcon, BookmarkIcon, PlaceIcon, ShareIcon } from '@hireloop/shared-ui/icons'
import Chip from '@mui/material/Chip'
import type { Draft } from '@hireloop/shared-ui/offline'
import type { Job } from '../../api/jobs/types'
import { FavoriteBorderIcon, FavoriteIcon } from '../../shared/icons'
import { experienceLevel, formatPay, isRemoteJob, jobLocation, jobType, postedAge } from '../../shared/job-format'
import { CompanyLink } from '../../shared/company-link'
import { ApplyButton } from './apply-button'
import { JobBadges, VerifiedBadge } from './job-badges'

export interface JobCardProps {
  job: Job
  /** The reader owns the job's company: 'Manage' instead of applying. */
  owned: boolean
  onSave: () => void
  onLike: () => void
  onShare: (anchor: HTMLElement) => void
  onOpen: () => void
  onManage: () => void
  /** The reader may apply (a candidate; employers and admins apply to nothing, so they see no Apply). */
  canApply?: boolean
  onApply?: () => void
  /** The reader's application to the job written offline, waiting on this device: shown in place of Apply. */
  waiting?: Draft | null
  /**
   * 'Featured' ranks this job above others in the list shown (a founding employer's priority placement); where every
   * job shown has it, it says nothing and is left out.
   */
  showFeatured?: boolean
}

/**
 * One job of the list (part 2 §2): what a candidate decides on at a glance. The founding badge stays on the job's
 * details and the company page, and no rating line is shown until ratings exist.
 */
export function JobCard({
  job,
  owned,
  onSave,
  onLike,
  onShare,
  onOpen,
  onManage,
  canApply = false,
  onApply,
  waiting = null,
  showFeatured = false,
}: JobCardProps) {
  const company = job.company
  const companyName = company?.name ?? 'Company'
  const applicants = job.applicantCount ?? 0
  const remote = isRemoteJob(job)
  const hasBadges = (showFeatured && job.priorityPlacement) || job.isUrgent || job.isHiringNow || remote
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`job-${job.id}-title`}
      data-testid="job-card"
      sx={{ p: { xs: 1.25, sm: 1.5 }, display: 'grid', gap: { xs: 0.5, sm: 0.75 }, minWidth: 0 }}
    >
      {/* Readable at a glance: title (two lines at most), company, place, pay and type; then age and actions. */}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <Avatar
          src={company?.logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, fontSize: { xs: 15, sm: 20 } }}
        >
          {companyName.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={`job-${job.id}-title`}
            variant="subtitle1"
            component="h2"
            title={job.title}
            sx={{
              fontWeight: 700,
              fontSize: { xs: 15, sm: 16 },
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {job.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            component="div"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {/* One line, cut with an ellipsis; the whole name shows while the link has the focus (and on hover). */}
            <Box
              component="span"
              title={companyName}
              sx={{
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                '&:focus-within': { whiteSpace: 'normal' },
              }}
            >
              <CompanyLink companyId={job.companyId} testId="job-card-company">
                {companyName}
              </CompanyLink>
            </Box>
            {company?.verified && <VerifiedBadge />}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <PlaceIcon fontSize="inherit" color="action" sx={{ verticalAlign: '-2px', mr: 0.25 }} />
            {jobLocation(job) || 'Location not listed'}
            {' · '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {formatPay(job.payRate, job.payUnit)}
            </Box>
            {' · '}
            {jobType(job)}
          </Typography>
        </Box>
        <IconButton
          aria-label={job.isSaved ? 'Unsave job' : 'Save job'}
          aria-pressed={Boolean(job.isSaved)}
          onClick={onSave}
          size="small"
        >
          {job.isSaved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
      </Box>

      {hasBadges && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <JobBadges job={job} featured={showFeatured} />
          {remote && <Chip size="small" label="Remote" variant="outlined" />}
        </Box>
      )}

      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: { xs: 'none', sm: '-webkit-box' },
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {job.description || 'No description provided.'}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, rowGap: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 3rem', minWidth: 0 }}>
          {postedAge(job.createdAt)}
          {/* A phone's card keeps to what is read at a glance; the details say the rest. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' · '}
            {experienceLevel(job)} · {applicants} applicant{applicants === 1 ? '' : 's'}
          </Box>
        </Typography>
        <IconButton
          aria-label={job.isLiked ? 'Unlike job' : 'Like job'}
          aria-pressed={Boolean(job.isLiked)}
          onClick={onLike}
          size="small"
        >
          {job.isLiked ? <FavoriteIcon color="error" fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
        </IconButton>
        <IconButton
          aria-label="Share job"
          aria-haspopup="menu"
          onClick={(event) => onShare(event.currentTarget)}
          size="small"
        >
          <ShareIcon fontSize="small" />
        </IconButton>
        <Button size="small" variant="outlined" onClick={onOpen} aria-label={`View details of ${job.title}`}>
          View Details
        </Button>
        {owned ? (
          <Button size="small" variant="contained" onClick={onManage}>
            Manage
          </Button>
        ) : (
          canApply && <ApplyButton job={job} size="small" onApply={onApply} waiting={waiting} onOpenWaiting={onOpen} />
        )}
      </Box>
    </Paper>
  )
}
