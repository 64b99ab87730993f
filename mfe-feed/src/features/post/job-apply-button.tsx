import {
  Button,
  type JobApplyDialogModule,
  type JobApplyDialogProps,
  JOBS_APPLY_EXPORT,
  loadAreaExport,
  useCurrentUser,
} from '@hireloop/shared-ui'
import { useJobInteractions } from '@hireloop/shared-ui/helpers'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useNavigate } from 'react-router-dom'

/** How long 'Applied! ✓' stays before the button settles on 'Applied'. */
export const JUST_APPLIED_MS = 3000

type Phase = 'idle' | 'loading' | 'justApplied' | 'applied'

/** The jobs area's Apply dialog, through the shell (the federation runtime caches what it loaded once). */
async function loadApplyDialog(): Promise<ComponentType<JobApplyDialogProps>> {
  const module = await loadAreaExport<JobApplyDialogModule>(JOBS_APPLY_EXPORT.remote, JOBS_APPLY_EXPORT.expose)
  if (typeof module.default !== 'function') throw new Error('mfe_jobs/apply has no dialog')
  return module.default
}

/**
 * 'Apply Now' on a job post (part 1 §2; spec README "Apply from a feed post"): THE jobs area's Apply dialog, loaded
 * at run time (this remote does not import mfe-jobs), applying through the server. After the real call it reads
 * 'Applied! ✓' for 3 s, then a disabled 'Applied'. When the jobs area cannot be loaded, the job's page opens instead.
 * Candidates only: employers and admins cannot apply (the server refuses them).
 */
export function JobApplyButton({ jobId, jobTitle }: { jobId: string; jobTitle?: string }) {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const isCandidate = user?.userType === 'candidate'
  const { data: interactions } = useJobInteractions(isCandidate)
  const [phase, setPhase] = useState<Phase>('idle')
  const [dialog, setDialog] = useState<{ Component: ComponentType<JobApplyDialogProps>; open: boolean } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (!isCandidate) return null
  const applied = phase === 'applied' || (phase !== 'justApplied' && Boolean(interactions?.applied?.includes(jobId)))

  const open = async () => {
    setPhase('loading')
    try {
      const Component = await loadApplyDialog()
      setDialog({ Component, open: true })
      setPhase('idle')
    } catch {
      setPhase('idle')
      navigate(`/jobs/${encodeURIComponent(jobId)}`)
    }
  }
  const close = () => setDialog((current) => current && { ...current, open: false })
  const onApplied = () => {
    setPhase('justApplied')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setPhase('applied'), JUST_APPLIED_MS)
  }

  const label =
    phase === 'justApplied' ? 'Applied! ✓' : applied ? 'Applied' : phase === 'loading' ? 'Opening...' : 'Apply Now'
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color={phase === 'justApplied' ? 'success' : 'primary'}
        disabled={phase !== 'idle' || applied}
        onClick={open}
        aria-label={label === 'Apply Now' && jobTitle ? `Apply Now to ${jobTitle}` : undefined}
        data-testid="feed-apply"
        sx={{
          justifySelf: 'start',
          // 'Applied! ✓' stays green while disabled (MUI greys disabled buttons).
          ...(phase === 'justApplied' && {
            '&.Mui-disabled': { bgcolor: 'success.main', color: 'success.contrastText' },
          }),
        }}
      >
        {label}
      </Button>
      {dialog && (
        <dialog.Component
          jobId={jobId}
          open={dialog.open}
          onClose={close}
          onApplied={onApplied}
          onAlreadyApplied={() => setPhase('applied')}
        />
      )}
    </>
  )
}
