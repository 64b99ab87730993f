import type { ApplicationStatus, EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import { useState } from 'react'
import { fetchApplicationResume, saveBlob } from '../../api/applications/employer-download-resume'
import { sendApplicationEmail } from '../../api/applications/employer-send-email'
import { updateApplicationStatus } from '../../api/applications/employer-update-status'
import { useStartConversation } from '../../shared/use-start-conversation'
import { APPLICATION_STATUS_LABELS } from './pipeline'

/** The server's word for a refusal (4xx), the fallback for anything else (a 5xx or no answer). */
function refusal(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 ? errorMessage(error, fallback) : fallback
}

/**
 * What an employer does with one applicant: move it along the pipeline, download its résumé, message it, e-mail it.
 * `busy` holds the applications with a call under way; every outcome has its toast.
 */
export function useApplicantActions(list: {
  replace: (application: EmployerApplicationAnswer) => void
  refresh: () => void
}) {
  const { toast } = useToast()
  const conversation = useStartConversation()
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id))
    try {
      await work()
    } finally {
      setBusy((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }
  }

  const move = (application: EmployerApplicationAnswer, to: Exclude<ApplicationStatus, 'applied'>) =>
    track(application.id, async () => {
      try {
        const updated = await updateApplicationStatus(application.id, to)
        list.replace(updated)
        toast({
          title: 'Application updated',
          description: `${application.applicant.name}: ${updated.statusLabel || APPLICATION_STATUS_LABELS[updated.status]}`,
          variant: 'success',
        })
      } catch (error) {
        toast({ title: 'Update failed', description: refusal(error, 'Please try again'), variant: 'error' })
        // A refused move usually means the application changed elsewhere: show where it stands now.
        list.refresh()
      }
    })

  const download = (application: EmployerApplicationAnswer) =>
    track(application.id, async () => {
      try {
        const file = await fetchApplicationResume(application.id)
        saveBlob(file.blob, file.name)
        toast({ title: 'Resume downloaded', description: file.name, variant: 'success' })
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          toast({
            title: 'Resume not found',
            description: 'This application does not have a resume uploaded.',
            variant: 'error',
          })
        } else {
          toast({
            title: 'Download failed',
            description: 'There was an error downloading the resume. Please try again.',
            variant: 'error',
          })
        }
      }
    })

  // 'Message': the applicant's conversation about this job (part 2 §6 "message applicants").
  const message = (application: EmployerApplicationAnswer) =>
    track(application.id, () => conversation.start(application.applicant.id, application.jobId))

  const email = async (
    application: EmployerApplicationAnswer,
    emailType: Parameters<typeof sendApplicationEmail>[1],
    text: string
  ) => {
    try {
      await sendApplicationEmail(application.id, emailType, text)
      toast({
        title: 'Email sent',
        description: `Your email to ${application.applicant.name} is on its way.`,
        variant: 'success',
      })
      return true
    } catch (error) {
      toast({
        title: 'Failed to Send Email',
        description: refusal(error, 'Please try again later.'),
        variant: 'error',
      })
      return false
    }
  }

  return { busy, move, download, message, email }
}
