import db from '@adonisjs/lucid/services/db'
import Company from '#jobs/models/company'
import User from '#shared/models/user'
import { isDomainVerified } from '#jobs/company_rules'
import { renameCompanyJobs } from '#jobs/repositories/jobs_repository'

export interface CompanyChanges {
  name?: string
  description?: string | null
  size?: string | null
  industry?: string | null
  website?: string | null
  headquarters?: string | null
  logo?: string | null
}

/**
 * Applies the owner's changes; a new name reaches the company's jobs (their
 * full text) in the same transaction. The verified domain is checked again
 * on every save (the website or the owner's verified e-mail may have changed).
 */
export default class UpdateCompany {
  async handle(companyId: string, changes: CompanyChanges) {
    return db.transaction(async (trx) => {
      const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
      if (changes.name !== undefined) company.name = changes.name
      if (changes.description !== undefined) company.description = changes.description ?? ''
      if (changes.size !== undefined) company.size = changes.size
      if (changes.industry !== undefined) company.industry = changes.industry
      if (changes.website !== undefined) company.website = changes.website || null
      if (changes.headquarters !== undefined) company.headquarters = changes.headquarters || null
      if (changes.logo !== undefined) company.logo = changes.logo || null
      const owner = await User.query({ client: trx }).where('id', company.ownerId).firstOrFail()
      company.domainVerified = isDomainVerified(owner, company.website)
      const renamed = company.$isDirty && 'name' in company.$dirty
      await company.save()
      if (renamed) await renameCompanyJobs(trx, companyId, company.name)
      return company
    })
  }
}
