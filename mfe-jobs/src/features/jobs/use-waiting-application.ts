import type { ApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { discardDraft, useDrafts, type Draft } from '@hireloop/shared-ui/offline'
import { useSWRConfig } from 'swr'
import { revalidateAfterApply } from '../../api/applications/apply'
import { jobKey } from '../../api/jobs/get-job'

function isApplication(answer: unknown, jobId: string): answer is ApplicationAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { jobId?: unknown }).jobId === jobId
}

/**
 * The reader's application to the job written offline and waiting on this device, if there is one. Once it is
 * delivered the job reads 'Applied' (`onApplied`) and every applications list reads again.
 */
export function useWaitingApplication(
  jobId: string | null,
  memberId: string | null,
  onApplied: (jobId: string, answer: ApplicationAnswer) => void
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
  return { draft, discard: () => draft && void discardDraft(draft.id) }
}
