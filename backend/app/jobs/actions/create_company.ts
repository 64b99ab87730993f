import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#shared/models/user'
import Company from '#jobs/models/company'
import { FOUNDING, MESSAGES } from '#jobs/constants'
import { ConflictException } from '#jobs/exceptions'
import { takeFoundingNumber } from '#jobs/repositories/founding_repository'
import { isDomainVerified } from '#jobs/company_rules'

export interface NewCompany {
  name: string
  description?: string | null
  size?: string | null
  industry?: string | null
  website?: string | null
  headquarters?: string | null
}

/**
 * Creates the owner's one company. The first 100 become founding employers
 * (number, locked price, free posting for 6 months, lifetime priority),
 * numbered in the same transaction as the insert.
 */
export default class CreateCompany {
  async handle(owner: User, input: NewCompany) {
    const company = await db.transaction(async (trx) => {
      const existing = await Company.query({ client: trx }).where('owner_id', owner.id).first()
      if (existing) throw new ConflictException(MESSAGES.companyExists)
      const number = await takeFoundingNumber(trx)
      const now = DateTime.now()
      const created = new Company()
      created.useTransaction(trx)
      created.fill({
        ownerId: owner.id,
        name: input.name,
        description: input.description ?? '',
        size: input.size ?? null,
        industry: input.industry ?? null,
        website: input.website || null,
        headquarters: input.headquarters || null,
        domainVerified: isDomainVerified(owner, input.website),
        isFoundingEmployer: number !== null,
        foundingEmployerNumber: number,
        hasLifetimePriorityPlacement: number !== null,
        subscriptionTier: number !== null ? FOUNDING.tier : 'regular',
        lockedMonthlyRate: number !== null ? FOUNDING.lockedMonthlyRate : null,
        earlyBirdSignupDate: number !== null ? now : null,
        freeTrialEndsAt: number !== null ? now.plus({ months: FOUNDING.freePostingMonths }) : null,
      })
      try {
        await created.save()
      } catch (error) {
        // Two creations by one owner at once: the unique owner_id refuses the second.
        if ((error as { code?: string }).code === '23505') throw new ConflictException(MESSAGES.companyExists)
        throw error
      }
      // The badge next to the owner's name in the feed (a shared users column).
      if (number !== null) await owner.useTransaction(trx).merge({ foundingEmployerNumber: number }).save()
      // The stored row (database defaults such as hidden_at and logo included), so the answer is the one a read gives.
      return created.refresh()
    })
    await emitter.emit('jobs:company_created', {
      companyId: company.id,
      ownerId: owner.id,
      foundingEmployerNumber: company.foundingEmployerNumber,
    })
    return company
  }
}
