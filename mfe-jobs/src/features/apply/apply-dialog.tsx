import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { APPLICATION_LIMITS } from '@hireloop/backend/jobs-constants'
import {
  Box,
  Button,
  CloseIcon,
  errorMessage,
  IconButton,
  isApiError,
  Typography,
  useCurrentUser,
  useToast,
} from '@hireloop/shared-ui'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { applyToJob, revalidateAfterApply } from '../../api/applications/apply'
import { referralCodeFor } from '../../shared/referral-link'
import type { Job } from '../../api/jobs/types'
import { formatPay, jobLocation, jobType } from '../../shared/job-format'
import {
  AVAILABILITY_CHOICES,
  initialApplyValues,
  serverFieldErrors,
  SKILL_CHOICES,
  toApplyBody,
  validateApplication,
  type ApplyErrors,
  type ApplyField,
  type ApplyValues,
} from './apply-form'
import { ResumeField } from './resume-field'

export interface ApplyDialogProps {
  job: Job
  open: boolean
  onClose: () => void
  /** The server took the application (the dialog has closed and reset itself). */
  onApplied?: (answer: ApplicationAnswer) => void
}

/** Part 2 §8 "Apply". */
export const APPLY_TOASTS = {
  failed: 'Application Failed',
  fallback: 'Something went wrong. Please try again.',
  submitted: 'Application Submitted!',
  submittedDescription: (title: string) => `Your application for ${title} has been sent to the employer.`,
} as const

const ELIGIBILITY: ReadonlyArray<{ field: ApplyField & keyof ApplyValues; label: string }> = [
  { field: 'isEighteenOrOlder', label: 'I am 18 years of age or older' },
  { field: 'isAuthorizedToWork', label: 'I am authorized to work in the United States' },
  { field: 'doesNotRequireSponsorship', label: 'I do not require visa sponsorship now or in the future' },
]

/** The order in which the first problem gets the focus after a refused submit. */
const FIELD_ORDER: readonly ApplyField[] = [
  'coverLetter',
  'selectedSkills',
  'selectedAvailability',
  'resumeUrl',
  'isEighteenOrOlder',
  'isAuthorizedToWork',
  'doesNotRequireSponsorship',
]

function Group({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  const errorId = `${id}-error`
  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>{children}</Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}

function toggle(list: string[], value: string, checked: boolean): string[] {
  if (checked) return list.includes(value) ? list : [...list, value]
  return list.filter((item) => item !== value)
}

/**
 * The Apply dialog (part 2 §2, §5, §8): job summary, cover letter with its live count, skills (up to 3 of the
 * profile's pre-selected), availability from the profile, an optional résumé uploaded at once with progress, the
 * three eligibility boxes. Messages show once a field was touched or a submit was tried; the server's own field
 * errors land on their fields.
 */
export function ApplyDialog({ job, open, onClose, onApplied }: ApplyDialogProps) {
  const { user } = useCurrentUser()
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  const baseId = useId()
  const idOf = (field: ApplyField) => `${baseId}-${field}`

  const [values, setValues] = useState<ApplyValues>(() => initialApplyValues(user))
  // The profile may arrive after the dialog mounted: seed from it until the user changes anything.
  const [seededFor, setSeededFor] = useState(user?.id ?? null)
  const [pristine, setPristine] = useState(true)
  if (user && seededFor !== user.id && pristine) {
    setSeededFor(user.id)
    setValues(initialApplyValues(user))
  }
  const [touched, setTouched] = useState<Partial<Record<ApplyField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<ApplyErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [uploading, setUploading] = useState(false)

  const errors = validateApplication(values)
  const shownError = (field: ApplyField): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? errors[field] : undefined)

  const change = <K extends keyof ApplyValues>(field: K, value: ApplyValues[K], touch = true) => {
    setPristine(false)
    setValues((current) => ({ ...current, [field]: value }))
    const key = (field === 'resume' ? 'resumeUrl' : field) as ApplyField
    if (touch) setTouched((current) => ({ ...current, [key]: true }))
    setServerErrors((current) => {
      if (!current[key]) return current
      const next = { ...current }
      delete next[key]
      return next
    })
  }

  const reset = () => {
    setValues(initialApplyValues(user))
    setPristine(true)
    setTouched({})
    setSubmitted(false)
    setServerErrors({})
  }

  const focusField = (field: ApplyField) => {
    const element = document.getElementById(idOf(field))
    element?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting || uploading) return
    setSubmitted(true)
    const problems = FIELD_ORDER.filter((field) => errors[field])
    if (problems.length) {
      focusField(problems[0])
      return
    }
    setSubmitting(true)
    try {
      const referralCode = referralCodeFor(job.id)
      const answer = await applyToJob(job.id, { ...toApplyBody(values), ...(referralCode ? { referralCode } : {}) })
      revalidateAfterApply(job.id, answer, mutate)
      toast({
        title: APPLY_TOASTS.submitted,
        description: APPLY_TOASTS.submittedDescription(job.title),
        variant: 'success',
      })
      reset()
      onApplied?.(answer)
      onClose()
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? serverFieldErrors(error.data?.errors) : {}
      setServerErrors(fieldErrors)
      const first = FIELD_ORDER.find((field) => fieldErrors[field])
      if (first) focusField(first)
      const fallback = first ? fieldErrors[first]! : APPLY_TOASTS.fallback
      toast({ title: APPLY_TOASTS.failed, description: errorMessage(error, fallback), variant: 'error' })
    } finally {
      setSubmitting(false)
    }
  }

  const titleId = `${baseId}-title`
  const coverError = shownError('coverLetter')
  const pay = formatPay(job.payRate, job.payUnit)
  const summary = [job.company?.name ?? 'Company', jobLocation(job), pay, jobType(job)].filter(Boolean)

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          Apply to {job.title}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} disabled={submitting} size="small">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          component="ul"
          aria-label="Job summary"
          data-testid="apply-job-summary"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'grid',
            gap: 0.25,
            overflowWrap: 'anywhere',
          }}
        >
          {summary.map((item, index) => (
            <Typography
              key={item}
              component="li"
              variant={index === 0 ? 'subtitle2' : 'body2'}
              color={index === 0 ? undefined : 'text.secondary'}
              sx={index === 0 ? { fontWeight: 700 } : undefined}
            >
              {item}
            </Typography>
          ))}
        </Box>

        <Box>
          <TextField
            id={idOf('coverLetter')}
            label="Cover letter"
            required
            multiline
            minRows={5}
            fullWidth
            value={values.coverLetter}
            onChange={(event) => change('coverLetter', event.target.value, false)}
            onBlur={() => setTouched((current) => ({ ...current, coverLetter: true }))}
            error={Boolean(coverError)}
            helperText={
              coverError ??
              `Tell the employer why you are a good fit (at least ${APPLICATION_LIMITS.coverLetterMin} characters).`
            }
            slotProps={{
              htmlInput: {
                'aria-describedby': `${idOf('coverLetter')}-helper-text ${idOf('coverLetter')}-count`,
              },
            }}
          />
          <Typography
            id={`${idOf('coverLetter')}-count`}
            variant="caption"
            aria-live="polite"
            color={values.coverLetter.length > APPLICATION_LIMITS.coverLetterMax ? 'error' : 'text.secondary'}
            sx={{ display: 'block', textAlign: 'right' }}
            data-testid="cover-letter-count"
          >
            {values.coverLetter.length}/{APPLICATION_LIMITS.coverLetterMax}
          </Typography>
        </Box>

        <Group id={idOf('selectedSkills')} legend="Relevant skills" error={shownError('selectedSkills')}>
          {SKILL_CHOICES.map((skill) => (
            <FormControlLabel
              key={skill}
              label={skill}
              control={
                <Checkbox
                  size="small"
                  checked={values.selectedSkills.includes(skill)}
                  onChange={(event) =>
                    change('selectedSkills', toggle(values.selectedSkills, skill, event.target.checked))
                  }
                />
              }
            />
          ))}
        </Group>

        <Group id={idOf('selectedAvailability')} legend="Availability" error={shownError('selectedAvailability')}>
          {AVAILABILITY_CHOICES.map((slot) => (
            <FormControlLabel
              key={slot}
              label={slot}
              control={
                <Checkbox
                  size="small"
                  checked={values.selectedAvailability.includes(slot)}
                  onChange={(event) =>
                    change('selectedAvailability', toggle(values.selectedAvailability, slot, event.target.checked))
                  }
                />
              }
            />
          ))}
        </Group>

        <ResumeField
          id={idOf('resumeUrl')}
          resume={values.resume}
          error={shownError('resumeUrl')}
          onUploadingChange={setUploading}
          onChange={(resume) => change('resume', resume)}
        />

        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid' }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Eligibility
          </Typography>
          {ELIGIBILITY.map(({ field, label }) => {
            const error = shownError(field)
            const errorId = `${idOf(field)}-error`
            return (
              <Box key={field}>
                <FormControlLabel
                  label={label}
                  required
                  control={
                    <Checkbox
                      id={idOf(field)}
                      checked={values[field] as boolean}
                      onChange={(event) => change(field, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-invalid': error ? true : undefined,
                          'aria-describedby': error ? errorId : undefined,
                        } as object,
                      }}
                    />
                  }
                />
                {error && (
                  <FormHelperText id={errorId} error sx={{ mt: -0.5, ml: 4 }}>
                    {error}
                  </FormHelperText>
                )}
              </Box>
            )
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || uploading}>
          {submitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
