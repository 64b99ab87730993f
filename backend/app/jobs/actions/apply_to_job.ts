import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { errors as vineErrors } from '@vinejs/vine'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { ConflictException, JobNotFoundException } from '#jobs/exceptions'
import { RESUME_REFERENCE, type ApplyInput } from '#jobs/validators/application_validators'

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
        const job = await trx.from('jobs').where('id', jobId).select('id', 'owner_id', 'title', 'status').first()
        if (!job) throw new JobNotFoundException()
        if (job.status !== 'active') throw new ConflictException(M.jobNotActive)
        if (resumeId) {
          const own = await trx.from('resume_uploads').where({ id: resumeId, user_id: candidate.id }).first()
          if (!own) {
            throw new vineErrors.E_VALIDATION_ERROR([{ field: 'resumeUrl', message: M.resumeNotFound, rule: 'exists' }])
          }
        }
        const id = randomUUID()
        const now = new Date()
        await trx.table('applications').insert({
          id,
          job_id: jobId,
          user_id: candidate.id,
          status: 'applied',
          cover_letter: input.coverLetter,
          selected_skills: [...new Set(input.selectedSkills)],
          selected_availability: [...new Set(input.selectedAvailability)],
          is_eighteen_or_older: true,
          is_authorized_to_work: true,
          does_not_require_sponsorship: true,
          resume_upload_id: resumeId,
          status_changed_at: now,
          created_at: now,
          updated_at: now,
        })
        await trx.table('application_status_changes').insert({
          id: randomUUID(),
          application_id: id,
          from_status: null,
          to_status: 'applied',
          changed_by: candidate.id,
          created_at: now,
        })
        await trx.from('jobs').where('id', jobId).increment('applicant_count', 1)
        return { id, title: job.title as string, ownerId: job.owner_id as string }
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
