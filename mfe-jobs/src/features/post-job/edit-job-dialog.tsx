import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import { useState } from 'react'
import { updateJob } from '../../api/jobs/update-job'
import type { Job } from '../../api/jobs/types'
import { jobToForm, serverFieldErrors, toJobInput, type JobFormField, type JobFormValues } from './job-form'
import { PostJobWizard } from './post-job-wizard'

export interface EditJobDialogProps {
  job: Job
  onClose: () => void
  onSaved: (job: Job) => void
}

/** Editing a posted job: the wizard in a full-screen dialog, saved with PATCH under the same rules. */
export function EditJobDialog({ job, onClose, onSaved }: EditJobDialogProps) {
  const { toast } = useToast()
  const [values, setValues] = useState<JobFormValues>(() => jobToForm(job))
  const [serverErrors, setServerErrors] = useState<Partial<Record<JobFormField, string>>>({})
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    setSubmitting(true)
    try {
      const saved = await updateJob(job.id, toJobInput(values, job.companyId))
      toast({ title: 'Job updated', variant: 'success' })
      onSaved(saved)
    } catch (error) {
      setSubmitting(false)
      if (isApiError(error)) setServerErrors(serverFieldErrors(error.data?.errors))
      toast({
        title: 'Update failed',
        description:
          error && isApiError(error) && error.data?.errors?.[0]?.message
            ? error.data.errors[0].message
            : errorMessage(error, 'Please try again'),
        variant: 'error',
      })
    }
  }

  return (
    <Dialog
      open
      fullScreen
      onClose={submitting ? undefined : onClose}
      slotProps={{ paper: { 'aria-label': `Edit ${job.title}` } }}
    >
      <DialogContent sx={{ maxWidth: 720, width: '100%', mx: 'auto' }}>
        <PostJobWizard
          heading="Edit Job"
          submittingText="Saving your changes..."
          values={values}
          onChange={(next) => {
            setValues(next)
            setServerErrors({})
          }}
          company={job.company ? { id: job.companyId, name: job.company.name } : null}
          serverErrors={serverErrors}
          submitting={submitting}
          submitLabel={{ header: 'Save', footer: 'Save Changes' }}
          onSubmit={submit}
          onLeave={onClose}
        />
      </DialogContent>
    </Dialog>
  )
}
