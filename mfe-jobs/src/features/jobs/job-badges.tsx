import { VerifiedIcon } from '@hireloop/shared-ui/icons'
import Chip from '@mui/material/Chip'
import type { Job } from '../../api/jobs/types'

/**
 * Urgent and Hiring Now; 'Featured' (a founding employer's priority placement) only where the caller says it ranks
 * the job among others shown.
 */
export function JobBadges({ job, featured = false }: { job: Job; featured?: boolean }) {
  return (
    <>
      {featured && job.priorityPlacement && <Chip size="small" label="Featured" color="primary" />}
      {job.isUrgent && <Chip size="small" label="Urgent" sx={{ bgcolor: '#b45309', color: '#fff' }} />}
      {job.isHiringNow && <Chip size="small" label="Hiring Now" sx={{ bgcolor: '#15803d', color: '#fff' }} />}
    </>
  )
}

export function VerifiedBadge() {
  return <VerifiedIcon fontSize="small" color="primary" titleAccess="Verified" sx={{ verticalAlign: 'middle' }} />
}

export { FoundingBadge } from '../../shared/founding-benefits'
