import { Button } from '@hireloop/shared-ui'
import { CheckIcon } from '@hireloop/shared-ui/icons'
import type { Job } from '../../api/jobs/types'

/** 'Apply Now', or a disabled 'Applied' once the reader has applied (part 2 §2). */
export function ApplyButton({
  job,
  size,
  onApply,
}: {
  job: Pick<Job, 'title' | 'hasApplied'>
  size?: 'small' | 'medium'
  onApply?: () => void
}) {
  if (job.hasApplied) {
    return (
      <Button size={size} variant="contained" disabled startIcon={<CheckIcon />}>
        Applied
      </Button>
    )
  }
  return (
    <Button size={size} variant="contained" onClick={onApply} aria-label={`Apply Now to ${job.title}`}>
      Apply Now
    </Button>
  )
}
