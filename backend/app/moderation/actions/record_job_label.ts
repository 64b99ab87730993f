import { jobScreeningContext } from '#moderation/job_context'
import { postingOf, scoreJob } from '#moderation/screening/job_model'
import { decideJobLabel, insertJobLabel } from '#moderation/repositories/items_repository'

/**
 * An admin's decision on a job item, kept as a training label: rejected is a
 * scam, approved is not. The posting is the one the model saw when it
 * screened the job; an item opened by reports alone takes the job as it is
 * now. Called after the decision commits.
 */
export async function recordJobLabel(itemId: string, jobId: string, fraudulent: boolean, adminId: string) {
  const decision = { fraudulent, decidedBy: adminId, now: new Date() }
  if (await decideJobLabel(itemId, decision)) return
  const context = await jobScreeningContext(jobId)
  if (!context) return
  const posting = postingOf(context)
  await insertJobLabel(
    {
      itemId,
      jobId,
      posting,
      probability: Math.round(scoreJob(posting).probability * 10000) / 10000,
      jobStatus: context.status,
    },
    decision
  )
}
