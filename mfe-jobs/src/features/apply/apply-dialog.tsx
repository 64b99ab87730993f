import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { Box, Button, CloseIcon, IconButton } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Draft } from '@hireloop/shared-ui/offline'
import { useId } from 'react'
import type { Job } from '../../api/jobs/types'
import { ChoiceGroup, CoverLetterField, EligibilityFields, JobSummary } from './apply-fields'
import { AVAILABILITY_CHOICES, SKILL_CHOICES, type ApplyField } from './apply-form'
import { ResumeField } from './resume-field'
import { useApplyForm } from './use-apply-form'

export { APPLY_TOASTS } from './use-apply-form'

export interface ApplyDialogProps {
  job: Job
  open: boolean
  onClose: () => void
  /** An application waiting on the device, to edit (it keeps waiting, with the new values). */
  draft?: Draft
  /** The server took the application (the dialog has closed and reset itself). */
  onApplied?: (answer: ApplicationAnswer) => void
}

/**
 * The Apply dialog (part 2 §2, §5, §8): job summary, cover letter with its live count, skills (up to 3 of the
 * profile's pre-selected), availability from the profile, an optional résumé uploaded at once with progress, the
 * three eligibility boxes. Messages show once a field was touched or a submit was tried; the server's own field
 * errors land on their fields.
 */
export function ApplyDialog({ job, open, onClose, draft, onApplied }: ApplyDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  const baseId = useId()
  const idOf = (field: ApplyField) => `${baseId}-${field}`
  const focusField = (field: ApplyField) => document.getElementById(idOf(field))?.focus()
  const form = useApplyForm({ job, draft, focusField, onApplied, onClose })
  const { values, change, shownError, submitting, uploading } = form
  const titleId = `${baseId}-title`

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: form.submit } as object }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {draft ? 'Edit your waiting application to' : 'Apply to'} {job.title}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} disabled={submitting} size="small">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <JobSummary job={job} />
        <CoverLetterField
          id={idOf('coverLetter')}
          value={values.coverLetter}
          error={shownError('coverLetter')}
          onChange={(text) => change('coverLetter', text, false)}
          onBlur={() => form.touch('coverLetter')}
        />
        <ChoiceGroup
          id={idOf('selectedSkills')}
          legend="Relevant skills"
          error={shownError('selectedSkills')}
          choices={SKILL_CHOICES}
          chosen={values.selectedSkills}
          onChange={(chosen) => change('selectedSkills', chosen)}
        />
        <ChoiceGroup
          id={idOf('selectedAvailability')}
          legend="Availability"
          error={shownError('selectedAvailability')}
          choices={AVAILABILITY_CHOICES}
          chosen={values.selectedAvailability}
          onChange={(chosen) => change('selectedAvailability', chosen)}
        />
        <ResumeField
          id={idOf('resumeUrl')}
          resume={values.resume}
          error={shownError('resumeUrl')}
          onUploadingChange={form.setUploading}
          onChange={(resume) => change('resume', resume)}
        />
        <EligibilityFields
          idOf={idOf}
          values={values}
          errorOf={shownError}
          onChange={(field, checked) => change(field, checked)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || uploading}>
          {submitting ? 'Submitting...' : draft ? 'Save Application' : 'Submit Application'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
