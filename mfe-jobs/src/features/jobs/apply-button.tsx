import { Button } from '@hireloop/shared-ui'
import { CheckIcon } from '@hireloop/shared-ui/icons'
import { draftStatusText, type Draft } from '@hireloop/shared-ui/offline'
import type { Job } from '../../api/jobs/types'

/**
 * 'Apply Now', or a disabled 'Applied' once the reader has applied (part 2 §2). While the reader's application
 * written offline waits on the device, 'Waiting to send' (or 'Not sent') instead, which opens the job's details,
 * where it is edited or discarded: a second Apply would only be refused once the first arrives.
 */
export function ApplyButton({
  job,
  size,
  onApply,
  waiting = null,
  onOpenWaiting,
}: {
  job: Pick<Job, 'title' | 'hasApplied'>
  size?: 'small' | 'medium'
  onApply?: () => void
  waiting?: Draft | null
  onOpenWaiting?: () => void
}) {
  if (job.hasApplied) {
    return (
      <Button size={size} variant="contained" disabled startIcon={<CheckIcon />}>
        Applied
      </Button>
    )
  }
  if (waiting) {
    return (
      <Button
        size={size}
        variant="outlined"
        color={waiting.state === 'failed' ? 'error' : 'primary'}
        onClick={onOpenWaiting}
        aria-label={`Your application to ${job.title}: ${draftStatusText(waiting)}`}
        data-testid="application-waiting"
      >
        {waiting.state === 'failed' ? 'Not sent' : 'Waiting to send'}
      </Button>
    )
  }
  return (
    <Button size={size} variant="contained" onClick={onApply} aria-label={`Apply Now to ${job.title}`}>
      Apply Now
    </Button>
  )
}
