import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { jobText } from '#jobs/rules/job_text'
import Job from '#jobs/models/job'
import type { UpdateJobInput } from '#jobs/validators/job_validators'
import { hourlyEquivalent, inferExperienceLevel, isRemoteLocation } from '#jobs/rules/job_rules'
import { locateJob } from '#jobs/queries/places_query'
import { MESSAGES, type PayUnit } from '#jobs/constants'
import { ConflictException } from '#jobs/exceptions'
import { companyOwnerId, isHiddenByModeration } from '#jobs/repositories/jobs_repository'

/** Status changes and edits (already authorised); derived columns follow the edit. */
export default class UpdateJob {
  async handle(jobId: string, changes: UpdateJobInput) {
    const textChanged = [changes.title, changes.description, changes.requirements].some((value) => value !== undefined)
    const updated = await db.transaction(async (trx) => {
      const job = await Job.query({ client: trx }).where('id', jobId).forUpdate().firstOrFail()
      if (changes.status === 'active' && (await isHiddenByModeration(trx, jobId))) {
        throw new ConflictException(MESSAGES.hiddenByModeration)
      }
      const simple = [
        'title',
        'description',
        'category',
        'schedule',
        'state',
        'country',
        'status',
        'isUrgent',
        'isHiringNow',
      ] as const
      job.merge(
        Object.fromEntries(simple.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]))
      )
      if (changes.location !== undefined) {
        job.location = changes.location
        job.isRemote = isRemoteLocation(changes.location)
      }
      if (changes.zipcode !== undefined) job.zipCode = changes.zipcode
      if (changes.benefits !== undefined) job.benefits = changes.benefits
      if (changes.totalComp !== undefined) job.totalComp = (changes.totalComp as string | null) || null
      if (changes.requirements !== undefined) job.requirements = changes.requirements ?? ''
      // A stated level stands; null gives the level back to the requirements.
      if (changes.experienceLevel !== undefined) job.experienceLevelStated = changes.experienceLevel !== null
      if (changes.experienceLevel) job.experienceLevel = changes.experienceLevel
      else if (!job.experienceLevelStated) job.experienceLevel = inferExperienceLevel(job.requirements)
      if (changes.payRate !== undefined || changes.payUnit !== undefined) {
        const rate = changes.payRate ?? Number(job.payRate)
        const unit = (changes.payUnit ?? job.payUnit) as PayUnit
        job.payRate = rate.toFixed(2)
        job.payUnit = unit
        job.hourlyRate = hourlyEquivalent(rate, unit).toFixed(2)
      }
      if (changes.location !== undefined || changes.state !== undefined || changes.zipcode !== undefined) {
        const point = await locateJob(job, trx)
        job.latitude = point?.latitude ?? null
        job.longitude = point?.longitude ?? null
      }
      await job.save()
      return { job, ownerId: await companyOwnerId(trx, job.companyId) }
    })
    if (textChanged) {
      await emitter.emit('jobs:job_edited', {
        jobId,
        ownerId: updated.ownerId,
        content: jobText(updated.job),
      })
    }
    return updated.job
  }
}
