import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Job from '#jobs/models/job'
import { jobText } from '#jobs/rules/job_text'
import { screenBeforeDelivery } from '#shared/services/screening'
import type { CreateJobInput } from '#jobs/validators/job_validators'
import { hourlyEquivalent, inferExperienceLevel, isRemoteLocation } from '#jobs/rules/job_rules'
import { locateJob } from '#jobs/queries/places_query'

interface CompanyRef {
  id: string
  ownerId: string
  name: string
  hasLifetimePriorityPlacement: boolean
}

/**
 * Posts a job for a company (already authorised): stores what is derived
 * from it (experience level, hourly equivalent, remote, priority placement,
 * where it is)
 * and tells listeners (alerts) once committed.
 */
export default class CreateJob {
  async handle(company: CompanyRef, input: CreateJobInput) {
    const job = await db.transaction(async (trx) => {
      const created = new Job()
      created.useTransaction(trx)
      const requirements = input.requirements ?? ''
      created.fill({
        companyId: company.id,
        ownerId: company.ownerId,
        companyName: company.name,
        title: input.title,
        description: input.description,
        requirements,
        category: input.category,
        payRate: input.payRate.toFixed(2),
        payUnit: input.payUnit,
        hourlyRate: hourlyEquivalent(input.payRate, input.payUnit).toFixed(2),
        totalComp: (input.totalComp as string | null | undefined) || null,
        schedule: input.schedule,
        location: input.location,
        state: input.state,
        country: input.country,
        zipCode: input.zipcode,
        isRemote: isRemoteLocation(input.location),
        experienceLevel: input.experienceLevel ?? inferExperienceLevel(requirements),
        experienceLevelStated: Boolean(input.experienceLevel),
        benefits: input.benefits ?? [],
        status: 'active',
        isUrgent: input.isUrgent ?? false,
        isHiringNow: input.isHiringNow ?? false,
        isPriority: company.hasLifetimePriorityPlacement,
      })
      const point = await locateJob(created, trx)
      created.latitude = point?.latitude ?? null
      created.longitude = point?.longitude ?? null
      await created.save()
      return created
    })
    // Screened before it is announced: a job held by moderation is paused before any alert could match it.
    await screenBeforeDelivery({
      contentType: 'job',
      contentId: job.id,
      authorId: company.ownerId,
      content: jobText(job),
      isPublic: true,
    })
    await emitter.emit('jobs:job_posted', {
      jobId: job.id,
      companyId: company.id,
      ownerId: company.ownerId,
      content: jobText(job),
    })
    return job
  }
}
