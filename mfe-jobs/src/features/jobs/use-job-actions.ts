import { errorMessage, isApiError, runOptimistic, useToast } from '@hireloop/shared-ui'
import { JOB_INTERACTIONS_KEY, copyText } from '@hireloop/shared-ui/helpers'
import { useCallback, useMemo } from 'react'
import { mutate } from 'swr'
import { reportJob } from '../../api/jobs/report-job'
import { toggleJobInteraction } from '../../api/jobs/toggle-job-interaction'
import type { Job } from '../../api/jobs/types'

/** The words of part 2 §8. */
export const JOB_MESSAGES = {
  saved: 'Job Saved!',
  removed: 'Job Removed',
  saveFailed: { title: 'Error', description: 'Failed to save job. Please try again.' },
  liked: { title: 'Job Liked!', description: "We'll show you more similar opportunities." },
  likeFailed: 'Failed to like job. Please try again.',
  reported: { title: 'Job Reported', description: "Thank you for reporting this job. We'll review it shortly." },
  reportFailed: 'Failed to report job. Please try again.',
  linkCopied: 'Link Copied',
  copyFailed: 'Could not copy the link',
} as const

/** The address of a job: the jobs page with its detail dialog open. */
export function jobUrl(id: string): string {
  return `${window.location.origin}/jobs/${encodeURIComponent(id)}`
}

export type JobUpdate = (id: string, change: (job: Job) => Job) => void

/** Save, like and report of one job: optimistic flags rolled back on failure, every toast after the call. */
export function useJobActions(job: Job, update: JobUpdate) {
  const { toast } = useToast()
  return useMemo(() => {
    const id = job.id
    return {
      save: () => {
        const before = Boolean(job.isSaved)
        return runOptimistic({
          apply: () => update(id, (current) => ({ ...current, isSaved: !before })),
          request: () => toggleJobInteraction(id, 'save'),
          commit: (answer) => {
            const saved = answer.save ?? !before
            update(id, (current) => ({ ...current, isSaved: saved }))
            void mutate(JOB_INTERACTIONS_KEY)
            toast({
              title: saved ? JOB_MESSAGES.saved : JOB_MESSAGES.removed,
              description: answer.message,
              variant: 'success',
            })
          },
          rollback: () => update(id, (current) => ({ ...current, isSaved: before })),
          onError: (error) =>
            toast({
              title: JOB_MESSAGES.saveFailed.title,
              description: errorMessage(error, JOB_MESSAGES.saveFailed.description),
              variant: 'error',
            }),
        })
      },
      like: () => {
        const before = Boolean(job.isLiked)
        return runOptimistic({
          apply: () => update(id, (current) => ({ ...current, isLiked: !before })),
          request: () => toggleJobInteraction(id, 'like'),
          commit: (answer) => {
            const liked = answer.like ?? !before
            update(id, (current) => ({ ...current, isLiked: liked }))
            void mutate(JOB_INTERACTIONS_KEY)
            if (liked) toast({ ...JOB_MESSAGES.liked, variant: 'success' })
            else toast({ title: answer.message || 'Like removed', variant: 'default' })
          },
          rollback: () => update(id, (current) => ({ ...current, isLiked: before })),
          onError: (error) => toast({ title: errorMessage(error, JOB_MESSAGES.likeFailed), variant: 'error' }),
        })
      },
      report: async (reason: string) => {
        try {
          await reportJob(id, reason)
          toast({ ...JOB_MESSAGES.reported, variant: 'success' })
          return true
        } catch (error) {
          const fallback =
            isApiError(error) && error.status === 409
              ? 'You have already reported this job.'
              : JOB_MESSAGES.reportFailed
          toast({ title: errorMessage(error, fallback), variant: 'error' })
          return false
        }
      },
    }
  }, [job.id, job.isSaved, job.isLiked, update, toast])
}

/** Copies a job's address: 'Link Copied' (part 2 §8). */
export function useCopyJobLink() {
  const { toast } = useToast()
  return useCallback(
    async (id: string) => {
      try {
        await copyText(jobUrl(id))
        toast({ title: JOB_MESSAGES.linkCopied, description: 'The job link is on your clipboard.', variant: 'success' })
      } catch {
        toast({ title: JOB_MESSAGES.copyFailed, variant: 'error' })
      }
    },
    [toast]
  )
}

/** The device's own share sheet where there is one (phones); null elsewhere, where Copy Link does the job. */
export function useNativeShare() {
  const { toast } = useToast()
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const share = useCallback(
    async (job: { id: string; title: string }) => {
      try {
        await navigator.share({ title: job.title, url: jobUrl(job.id) })
      } catch (error) {
        // Closing the share sheet is not a failure.
        if ((error as { name?: string })?.name !== 'AbortError')
          toast({ title: 'Share Failed', description: 'Please try again.', variant: 'error' })
      }
    },
    [toast]
  )
  return canShare ? share : null
}
