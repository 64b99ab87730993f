import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { errors as vineErrors } from '@vinejs/vine'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { ConflictException, JobNotFoundException } from '#jobs/exceptions'
import { RESUME_REFERENCE, type ApplyInput } from '#jobs/validators/application_validators'
import { changeApplicantCount, jobToApply } from '#jobs/repositories/jobs_repository'
import { insertApplication, ownsResume, recordStatusChange } from '#jobs/repositories/applications_repository'

interface Candidate {
  id: string
  name: string
}

/** The unique (job_id, user_id) index refused a second application. */
function isDuplicate(error: unknown) {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  return code === '23505' && (constraint ?? '').startsWith('applications_job_id_user_id')
}

/**
 * A candidate applies to an active job, once (the unique index decides
 * under a race: the loser gets the 409). In one transaction: the
 * application, its first history entry (null → applied) and the job's
 * applicant count; the employer is told after the commit.
 */
export default class ApplyToJob {
  async handle(candidate: Candidate, jobId: string, input: ApplyInput): Promise<string> {
    const resumeId = input.resumeUrl ? RESUME_REFERENCE.exec(input.resumeUrl)![1] : null
    let applied: { id: string; title: string; ownerId: string }
    try {
      applied = await db.transaction(async (trx) => {
        const job = await jobToApply(trx, jobId)
        if (!job) throw new JobNotFoundException()
        if (job.status !== 'active') throw new ConflictException(M.jobNotActive)
        if (resumeId) {
          if (!(await ownsResume(trx, resumeId, candidate.id))) {
            throw new vineErrors.E_VALIDATION_ERROR([{ field: 'resumeUrl', message: M.resumeNotFound, rule: 'exists' }])
          }
        }
        const now = new Date()
        const id = await insertApplication(
          trx,
          {
            jobId,
            userId: candidate.id,
            coverLetter: input.coverLetter,
            selectedSkills: input.selectedSkills,
            selectedAvailability: input.selectedAvailability,
            resumeUploadId: resumeId,
          },
          now
        )
        await recordStatusChange(trx, { applicationId: id, from: null, to: 'applied', changedBy: candidate.id }, now)
        await changeApplicantCount(trx, jobId, 1)
        return { id, title: job.title, ownerId: job.owner_id }
      })
    } catch (error) {
      if (isDuplicate(error)) throw new ConflictException(M.alreadyApplied)
      throw error
    }
    await emitter.emit('jobs:application_submitted', {
      applicationId: applied.id,
      jobId,
      jobTitle: applied.title,
      employerId: applied.ownerId,
      candidateId: candidate.id,
      candidateName: candidate.name,
      referralCode: input.referralCode || null,
    })
    return applied.id
  }
}
