import {
  AreaFrame,
  Button,
  EmptyState,
  errorMessage,
  isApiError,
  ShieldIcon,
  Typography,
  useCurrentUser,
  useToast,
} from '@hireloop/shared-ui'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { MY_COMPANIES_KEY } from '../../api/companies/get-my-companies'
import type { Company } from '../../api/companies/types'
import { createJob } from '../../api/jobs/create-job'
import { revalidateJobLists } from '../../api/jobs/revalidate-job-lists'
import { HiddenCompanyNotice } from '../../shared/hidden-company-notice'
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

/**
 * /jobs/new: the wizard for a new job, its draft kept in the browser (per account) until it is posted. An employer
 * who has not named their company yet does that first (the company feature's set-up form, composed by src/app).
 */
export function PostJobPage({ renderCompanySetup }: { renderCompanySetup?: () => ReactNode }) {
  const { user } = useCurrentUser()
  const employer = useEmployerCompany()
  if (employer.status === 'missing' && renderCompanySetup) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
        {renderCompanySetup()}
      </AreaFrame>
    )
  }
  if (employer.status !== 'ready' || !user) return <NotReady status={employer.status} />
  return <PostJobForm key={user.id} userId={user.id} company={employer.company} />
}

function NotReady({ status }: { status: string }) {
  const navigate = useNavigate()
  if (status === 'loading') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
        <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
          Loading...
        </Typography>
      </AreaFrame>
    )
  }
  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Post a Job">
      <EmptyState
        testId="no-company"
        icon={<ShieldIcon />}
        title="No Company Found"
        description={
          status === 'not-employer'
            ? 'Only employers post jobs, under the company they set up.'
            : 'Your account has no company to post jobs for. Please contact support to set one up.'
        }
        action={
          <Button variant="contained" onClick={() => navigate('/profile')}>
            Back to Profile
          </Button>
        }
      />
    </AreaFrame>
  )
}

/** The wizard's step in the history entry's state: each Next is an entry, so the browser's Back is the step before. */
function useStepInHistory() {
  const navigate = useNavigate()
  const location = useLocation()
  const asked = (location.state as { wizardStep?: unknown } | null)?.wizardStep
  const step = typeof asked === 'number' && Number.isInteger(asked) && asked >= 1 ? asked : 1
  const goTo = (next: number, shown: number) => {
    const here = { pathname: location.pathname, search: location.search }
    if (next > shown) navigate(here, { state: { wizardStep: next } })
    // The entry below a step is the step before it, unless a gate held the wizard short of the step asked.
    else if (shown === step) navigate(-1)
    else navigate(here, { state: { wizardStep: next }, replace: true })
  }
  return { step, goTo }
}

function PostJobForm({ userId, company }: { userId: string; company: Company }) {
  const navigate = useNavigate()
  const wizard = useStepInHistory()
  // A posted job replaces the wizard's first entry once the entries of its later steps are popped.
  const [postedJob, setPostedJob] = useState<string | null>(null)
  useEffect(() => {
    if (postedJob && wizard.step === 1) navigate(`/jobs/${encodeURIComponent(postedJob)}`, { replace: true })
  }, [postedJob, wizard.step, navigate])
  const { toast } = useToast()
  const [values, setValues] = useState<JobFormValues>(() => ({
    ...(readDraft(userId) ?? DEFAULT_JOB_FORM),
    company: company.name,
  }))
  const [serverErrors, setServerErrors] = useState<Partial<Record<JobFormField, string>>>({})
  const [submitting, setSubmitting] = useState(false)

  // Jobs are posted under the employer's company: its name follows a rename.
  if (values.company !== company.name) setValues({ ...values, company: company.name })

  const change = (next: JobFormValues) => {
    setValues(next)
    setServerErrors({})
    writeDraft(userId, next)
  }

  const submit = async () => {
    setSubmitting(true)
    try {
      const job = await createJob(toJobInput(values, company.id))
      // The employer's company stays on screen while the wizard's history is left behind.
      void revalidateJobLists([MY_COMPANIES_KEY])
      clearDraft(userId)
      toast({ title: POST_JOB_MESSAGES.posted, description: `"${job.title}" is now live.`, variant: 'success' })
      // The wizard leaves the history: Back from the new job goes where the employer came from, not to an empty
      // wizard that invites the same job twice.
      setPostedJob(job.id)
      if (wizard.step > 1) navigate(-(wizard.step - 1))
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
      <HiddenCompanyNotice company={company} sx={{ mb: 2 }} />
      <PostJobWizard
        values={values}
        onChange={change}
        company={company}
        serverErrors={serverErrors}
        submitting={submitting}
        onSubmit={submit}
        onLeave={() => (window.history.length > 1 ? navigate(-1) : navigate('/jobs'))}
        step={wizard.step}
        onStep={wizard.goTo}
      />
    </AreaFrame>
  )
}
