import { APPLICATION_MESSAGES } from '@hireloop/backend/jobs-constants'
import { errorMessage, type JobApplyDialogProps, useToast } from '@hireloop/shared-ui'
import { useEffect, useState } from 'react'
import { useJob } from '../../api/jobs/get-job'
import { APPLY_TOASTS, ApplyDialog } from './apply-dialog'

type Refusal = 'applied' | 'inactive' | 'failed'

/**
 * The Apply dialog for a job known only by its id (a job post in the feed opens it through mfe_jobs/apply). The job
 * is read first: a job that is no longer active, or one the reader already applied to, is said so honestly (in the
 * server's words) instead of opening a form that can only be refused. The decision is taken once per opening, so
 * the job turning 'applied' after a successful submit does not count as a refusal.
 */
export function ApplyToJob({ jobId, open, onClose, onApplied, onAlreadyApplied }: JobApplyDialogProps) {
  const { toast } = useToast()
  const { data: job, error } = useJob(open ? jobId : null)
  const [decision, setDecision] = useState<{ show: true } | { show: false; refusal: Refusal; error?: unknown } | null>(
    null
  )
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setDecision(null)
  }
  if (open && decision === null && (job || error)) {
    if (error) setDecision({ show: false, refusal: 'failed', error })
    else if (job?.hasApplied) setDecision({ show: false, refusal: 'applied' })
    else if (job?.status !== 'active') setDecision({ show: false, refusal: 'inactive' })
    else setDecision({ show: true })
  }

  useEffect(() => {
    if (!decision || decision.show) return
    if (decision.refusal === 'applied') {
      toast({ title: APPLICATION_MESSAGES.alreadyApplied, variant: 'info' })
      onAlreadyApplied?.()
    } else {
      const description =
        decision.refusal === 'inactive'
          ? APPLICATION_MESSAGES.jobNotActive
          : errorMessage(decision.error, APPLY_TOASTS.fallback)
      toast({ title: APPLY_TOASTS.failed, description, variant: 'error' })
    }
    onClose()
    // Once per decision: the callbacks are the caller's and may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision])

  if (!job || !decision?.show) return null
  return <ApplyDialog job={job} open={open} onClose={onClose} onApplied={() => onApplied()} />
}
