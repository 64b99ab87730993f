import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { errorMessage, isApiError, useCurrentUser, useToast } from '@hireloop/shared-ui'
import { editDraft, sendOrKeep, type Draft } from '@hireloop/shared-ui/offline'
import { useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import { revalidateAfterApply } from '../../api/applications/apply'
import type { Job } from '../../api/jobs/types'
import { referralCodeFor } from '../../shared/referral-link'
import { applicationDraftParts, applicationDraftReferral, applicationDraftValues } from './application-draft'
import {
  initialApplyValues,
  serverFieldErrors,
  validateApplication,
  type ApplyErrors,
  type ApplyField,
  type ApplyValues,
} from './apply-form'

/** Part 2 §8 "Apply". */
export const APPLY_TOASTS = {
  failed: 'Application Failed',
  fallback: 'Something went wrong. Please try again.',
  submitted: 'Application Submitted!',
  submittedDescription: (title: string) => `Your application for ${title} has been sent to the employer.`,
  waiting: 'Application waiting for connection',
  waitingDescription: (title: string) =>
    `Your application for ${title} is kept on this device and sent when you're back online.`,
  waitingUpdated: 'Waiting application updated',
} as const

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

/**
 * The Apply form's state and its submit: values seeded from the profile, messages once a field was touched or a
 * submit was tried, the server's own field errors on their fields, the first problem focused (`focusField`).
 * An application that cannot be sent now (offline, no answer) waits on the device; `draft` edits one that waits.
 */
export function useApplyForm({
  job,
  draft,
  focusField,
  onApplied,
  onClose,
}: {
  job: Job
  draft?: Draft
  focusField: (field: ApplyField) => void
  onApplied?: (answer: ApplicationAnswer) => void
  onClose: () => void
}) {
  const { user } = useCurrentUser()
  const { toast } = useToast()
  const { mutate } = useSWRConfig()

  const [values, setValues] = useState<ApplyValues>(() =>
    draft ? applicationDraftValues(draft) : initialApplyValues(user)
  )
  // The profile may arrive after the dialog mounted: seed from it until the user changes anything.
  const [seededFor, setSeededFor] = useState(user?.id ?? null)
  const [pristine, setPristine] = useState(true)
  if (!draft && user && seededFor !== user.id && pristine) {
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
  const touch = (field: ApplyField) => setTouched((current) => ({ ...current, [field]: true }))

  const change = <K extends keyof ApplyValues>(field: K, value: ApplyValues[K], touchIt = true) => {
    setPristine(false)
    setValues((current) => ({ ...current, [field]: value }))
    const key = (field === 'resume' ? 'resumeUrl' : field) as ApplyField
    if (touchIt) touch(key)
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
      const referralCode = draft ? applicationDraftReferral(draft) : referralCodeFor(job.id)
      const parts = applicationDraftParts(job.id, values, referralCode)
      if (draft) {
        await editDraft(draft.id, parts.payload, { upload: parts.upload ?? null, meta: parts.meta })
        toast({
          title: APPLY_TOASTS.waitingUpdated,
          description: APPLY_TOASTS.waitingDescription(job.title),
          variant: 'info',
        })
        onClose()
        return
      }
      if (!user) throw new Error('Not signed in')
      const result = await sendOrKeep({ kind: 'application', memberId: user.id, target: job.id, ...parts })
      if (!result.sent) {
        toast({ title: APPLY_TOASTS.waiting, description: APPLY_TOASTS.waitingDescription(job.title), variant: 'info' })
        reset()
        onClose()
        return
      }
      const answer = result.answer as ApplicationAnswer
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

  return { values, change, touch, shownError, submitting, uploading, setUploading, submit }
}
