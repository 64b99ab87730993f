import type { Draft } from '@hireloop/shared-ui/offline'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Job } from '../../api/jobs/types'
import { JobDetailDialog } from './job-detail-dialog'
import { ReportJobDialog } from './report-job-dialog'
import { useJobActions, type JobUpdate } from './use-job-actions'

/** The referrals feature's 'Ask for a referral' dialog, composed by src/app. */
export interface AskReferralSlotProps {
  job: Job
  open: boolean
  onClose: () => void
}

/** Stands in while the open job loads (its actions are not reachable then). */
const PLACEHOLDER_JOB = { id: '', isSaved: false, isLiked: false } as Job

/** The open job's dialog (loading until the job arrives) and its report dialog. */
export function DetailOverlay({
  open,
  job,
  loading,
  error,
  owned,
  update,
  onClose,
  onShare,
  canApply,
  onApply,
  waiting,
  onEditWaiting,
  onDiscardWaiting,
  renderAskReferral,
}: {
  open: boolean
  job: Job | null
  loading: boolean
  error: boolean
  owned: boolean
  update: JobUpdate
  onClose: () => void
  onShare: (job: Job, anchor: HTMLElement) => void
  canApply: boolean
  onApply: (job: Job) => void
  /** The reader's application to the job waiting on the device, with its Edit and Discard. */
  waiting: Draft | null
  onEditWaiting: (job: Job, draft: Draft) => void
  onDiscardWaiting: () => void
  /** Candidates only: the 'Ask for a referral' dialog. */
  renderAskReferral?: (props: AskReferralSlotProps) => ReactNode
}) {
  const actions = useJobActions(job ?? PLACEHOLDER_JOB, update)
  const navigate = useNavigate()
  const [reportOpen, setReportOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <JobDetailDialog
        open={open}
        job={job}
        loading={loading}
        error={error}
        owned={owned}
        onClose={onClose}
        onSave={actions.save}
        onLike={actions.like}
        onShare={(anchor) => job && onShare(job, anchor)}
        onReport={() => setReportOpen(true)}
        onManage={() => navigate('/dashboard?view=jobs')}
        canApply={canApply}
        onApply={() => job && onApply(job)}
        waiting={waiting}
        onEditWaiting={() => job && waiting && onEditWaiting(job, waiting)}
        onDiscardWaiting={onDiscardWaiting}
        canAskReferral={Boolean(renderAskReferral)}
        onAskReferral={() => setAsking(true)}
      />
      {job && renderAskReferral?.({ job, open: open && asking, onClose: () => setAsking(false) })}
      {job && (
        <ReportJobDialog
          open={open && reportOpen}
          jobTitle={job.title}
          onClose={() => setReportOpen(false)}
          onReport={actions.report}
        />
      )}
    </>
  )
}
