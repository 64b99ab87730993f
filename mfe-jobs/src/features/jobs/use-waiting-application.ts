import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { discardDraft, useDrafts, type Draft } from '@hireloop/shared-ui/offline'
import { useEffect, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { revalidateAfterApply } from '../../api/applications/apply'
import { jobKey } from '../../api/jobs/get-job'
import type { Job } from '../../api/jobs/types'

function isApplication(answer: unknown, jobId: string): answer is ApplicationAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { jobId?: unknown }).jobId === jobId
}

/**
 * The reader's application to the job written offline and waiting on this device, if there is one. Once it is
 * delivered the job reads 'Applied' (`onApplied`) and every applications list reads again; once it has left the
 * device, however, the job is read again (`onRead`).
 */
export function useWaitingApplication(
  jobId: string | null,
  memberId: string | null,
  onApplied: (jobId: string, answer: ApplicationAnswer) => void,
  onRead: (jobId: string, job: Job) => void
): { draft: Draft | null; discard: () => void } {
  const { mutate } = useSWRConfig()
  const drafts = useDrafts('application', jobId, memberId, (answer, draft) => {
    if (isApplication(answer, draft.target)) {
      revalidateAfterApply(draft.target, answer, mutate)
      onApplied(draft.target, answer)
    } else {
      // An earlier version of the edited application arrived: the server's copy of the job says so.
      void mutate(jobKey(draft.target))
    }
  })
  const draft = drafts[0] ?? null
  // Once the waiting application has left the device (delivered by this page, another tab or the service worker, or
  // discarded), the job is read again and handed to `onRead`: the page may not have heard the delivery's answer, or
  // a read started while the delivery was on its way may have answered 'Apply Now' over it.
  const onReadRef = useRef(onRead)
  useEffect(() => {
    onReadRef.current = onRead
  })
  const waitingFor = useRef<string | null>(null)
  useEffect(() => {
    if (draft) {
      waitingFor.current = draft.target
      return
    }
    const left = waitingFor.current
    if (!left) return
    waitingFor.current = null
    mutate<Job>(jobKey(left))
      .then((job) => job && onReadRef.current(left, job))
      .catch(() => {
        // Not read now (offline again): the job's own reads bring it up to date.
      })
  }, [draft, mutate])
  return { draft, discard: () => draft && void discardDraft(draft.id) }
}
