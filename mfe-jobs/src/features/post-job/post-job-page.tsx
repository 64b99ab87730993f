import {
  AreaFrame,
  Button,
  EmptyState,
  errorMessage,
  isApiError,
  ShieldIcon,
  Typography,
  useToast,
} from '@hireloop/shared-ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useCompanyNames } from '../../api/companies/get-company-names'
import { createJob } from '../../api/jobs/create-job'
import { REMOTE_NAME } from '../../shared/remote-name'
import { useEmployerCompany } from '../../shared/use-employer-company'
import {
  clearDraft,
  DEFAULT_JOB_FORM,
  readDraft,
  serverFieldErrors,
  toJobInput,
  writeDraft,
  type JobFormField,
  type JobFormValues,
} from './job-form'
import { PostJobWizard } from './post-job-wizard'

export const POST_JOB_MESSAGES = {
  posted: 'Job Posted Successfully!',
  failed: 'Failed to Post Job',
  fallback: 'Something went wrong. Please try again.',
} as const

/** /jobs/new: the wizard for a new job, its draft kept in the browser until it is posted. */
export function PostJobPage() {
  const navigate = useNavigate()
  const { toast } = useToast()
  const employer = useEmployerCompany()
  const companyNames = useCompanyNames()
  const [values, setValues] = useState<JobFormValues>(() => readDraft() ?? DEFAULT_JOB_FORM)
  const [serverErrors, setServerErrors] = useState<Partial<Record<JobFormField, string>>>({})
  const [submitting, setSubmitting] = useState(false)

  // The form opens with the user's company (once it is known, and again if it changes), unless one is typed already.
  const companyName = employer.company?.name
  const [prefilledFrom, setPrefilledFrom] = useState<string | undefined>(undefined)
  if (companyName && companyName !== prefilledFrom) {
    setPrefilledFrom(companyName)
    if (!values.company) setValues({ ...values, company: companyName })
  }

  const change = (next: JobFormValues) => {
    setValues(next)
    setServerErrors({})
    writeDraft(next)
  }

  if (employer.status === 'loading' || employer.status === 'creating') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
        <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
          {employer.status === 'creating' ? 'Setting up your profile...' : 'Loading...'}
        </Typography>
      </AreaFrame>
    )
  }
  if (employer.status !== 'ready') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
        <EmptyState
          testId="no-company"
          icon={<ShieldIcon />}
          title="No Company Found"
          description="Your account has no company to post jobs for. Please contact support to set one up."
          action={
            <Button variant="contained" onClick={() => navigate('/profile')}>
              Back to Profile
            </Button>
          }
        />
      </AreaFrame>
    )
  }

  const submit = async () => {
    setSubmitting(true)
    try {
      const job = await createJob(toJobInput(values, employer.company.id))
      clearDraft()
      toast({ title: POST_JOB_MESSAGES.posted, description: `"${job.title}" is now live.`, variant: 'success' })
      navigate(`/jobs/${encodeURIComponent(job.id)}`)
    } catch (error) {
      setSubmitting(false)
      if (isApiError(error))
        setServerErrors(serverFieldErrors(error.data?.errors as { field: string; message: string }[] | undefined))
      const fieldMessage = isApiError(error)
        ? (error.data?.errors as { message: string }[] | undefined)?.[0]?.message
        : undefined
      toast({
        title: POST_JOB_MESSAGES.failed,
        description: fieldMessage ?? errorMessage(error, POST_JOB_MESSAGES.fallback),
        variant: 'error',
      })
    }
  }

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
      <PostJobWizard
        values={values}
        onChange={change}
        companyNames={companyNames}
        serverErrors={serverErrors}
        submitting={submitting}
        onSubmit={submit}
        onLeave={() => (window.history.length > 1 ? navigate(-1) : navigate('/jobs'))}
      />
    </AreaFrame>
  )
}
