import { Avatar, Box, Button, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import type { Job } from '../../api/jobs/types'
import {
  BookmarkBorderIcon,
  BookmarkIcon,
  FavoriteBorderIcon,
  FavoriteIcon,
  PlaceIcon,
  ShareIcon,
} from '../../shared/icons'
import { experienceLevel, formatPay, isRemoteJob, jobLocation, jobType, postedAge } from '../../shared/job-format'
import { CompanyLink } from '../../shared/company-link'
import { ApplyButton } from './apply-button'
import { FoundingBadge, JobBadges, VerifiedBadge } from './job-badges'

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
}

/** One job of the list with every field of part 2 §2; missing data shows its honest empty state. */
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
}: JobCardProps) {
  const company = job.company
  const companyName = company?.name ?? 'Company'
  const applicants = job.applicantCount ?? 0
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`job-${job.id}-title`}
      data-testid="job-card"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Avatar src={company?.logo ?? undefined} alt="" variant="rounded" sx={{ width: 48, height: 48 }}>
          {companyName.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={`job-${job.id}-title`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {job.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            component="div"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
          >
            <CompanyLink companyId={job.companyId} testId="job-card-company">
              {companyName}
            </CompanyLink>
            {company?.verified && <VerifiedBadge />}
            <span aria-hidden="true">·</span>
            <span>Not Rated Yet</span>
          </Typography>
        </Box>
        <IconButton
          aria-label={job.isLiked ? 'Unlike job' : 'Like job'}
          aria-pressed={Boolean(job.isLiked)}
          onClick={onLike}
          size="small"
        >
          {job.isLiked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton
          aria-label={job.isSaved ? 'Unsave job' : 'Save job'}
          aria-pressed={Boolean(job.isSaved)}
          onClick={onSave}
          size="small"
        >
          {job.isSaved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
        <IconButton
          aria-label="Share job"
          aria-haspopup="menu"
          onClick={(event) => onShare(event.currentTarget)}
          size="small"
        >
          <ShareIcon />
        </IconButton>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <JobBadges job={job} />
        {company?.foundingNumber ? <FoundingBadge number={company.foundingNumber} /> : null}
        {isRemoteJob(job) && <Chip size="small" label="Remote" variant="outlined" />}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon fontSize="small" color="action" />
          {jobLocation(job) || 'Location not listed'}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPay(job.payRate, job.payUnit)}
        </Typography>
        <Typography variant="body2">{jobType(job)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {applicants} applicant{applicants === 1 ? '' : 's'}
        </Typography>
      </Box>

      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {job.description || 'No description provided.'}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {postedAge(job.createdAt)} · {experienceLevel(job)}
        </Typography>
        <Button size="small" variant="outlined" onClick={onOpen} aria-label={`View details of ${job.title}`}>
          View Details
        </Button>
        {owned ? (
          <Button size="small" variant="contained" onClick={onManage}>
            Manage
          </Button>
        ) : (
          canApply && <ApplyButton job={job} size="small" onApply={onApply} />
        )}
      </Box>
    </Paper>
  )
}
