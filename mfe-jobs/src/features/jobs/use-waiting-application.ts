import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { discardDraft, EVERY_TARGET, useDrafts, type Draft } from '@hireloop/shared-ui/offline'
import { useEffect, useMemo, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { revalidateAfterApply } from '../../api/applications/apply'
import { jobKey } from '../../api/jobs/get-job'
import type { Job } from '../../api/jobs/types'

function isApplication(answer: unknown, jobId: string): answer is ApplicationAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { jobId?: unknown }).jobId === jobId
}

/**
 * Every application the reader wrote offline that waits on this device, by job: each job's card and details show
 * it in place of Apply. Once one is delivered its job reads 'Applied' (`onApplied`) and every applications list
 * reads again.
 */
export function useWaitingApplications(
  memberId: string | null,
  onApplied: (jobId: string, answer: ApplicationAnswer) => void
): ReadonlyMap<string, Draft> {
  const { mutate } = useSWRConfig()
  const drafts = useDrafts('application', EVERY_TARGET, memberId, (answer, draft) => {
    if (isApplication(answer, draft.target)) {
      revalidateAfterApply(draft.target, answer, mutate)
      onApplied(draft.target, answer)
    } else {
      // An earlier version of the edited application arrived: the server's copy of the job says so.
      void mutate(jobKey(draft.target))
    }
  })
  return useMemo(() => new Map(drafts.map((draft) => [draft.target, draft])), [drafts])
}

/**
 * The open job's waiting application, if there is one, with its Discard. Once it has left the device (delivered by
 * this page, another tab or the service worker, or discarded), the job is read again and handed to `onRead`: the
 * page may not have heard the delivery's answer, or a read started while the delivery was on its way may have
 * answered 'Apply Now' over it.
 */
export function useWaitingApplication(
  jobId: string | null,
  waiting: ReadonlyMap<string, Draft>,
  onRead: (jobId: string, job: Job) => void
): { draft: Draft | null; discard: () => void } {
  const { mutate } = useSWRConfig()
  const draft = (jobId && waiting.get(jobId)) || null
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
