import db from '@adonisjs/lucid/services/db'
import Company from '#jobs/models/company'

export interface CompanyChanges {
  name?: string
  description?: string | null
  size?: string | null
  industry?: string | null
  website?: string | null
  logo?: string | null
}

/** Applies the owner's changes; a new name reaches the company's jobs (their full text) in the same transaction. */
export default class UpdateCompany {
  async handle(companyId: string, changes: CompanyChanges) {
    return db.transaction(async (trx) => {
      const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
      if (changes.name !== undefined) company.name = changes.name
      if (changes.description !== undefined) company.description = changes.description ?? ''
      if (changes.size !== undefined) company.size = changes.size
      if (changes.industry !== undefined) company.industry = changes.industry
      if (changes.website !== undefined) company.website = changes.website || null
      if (changes.logo !== undefined) company.logo = changes.logo || null
      const renamed = company.$isDirty && 'name' in company.$dirty
      await company.save()
      if (renamed) await trx.from('jobs').where('company_id', companyId).update({ company_name: company.name })
      return company
    })
  }
}
