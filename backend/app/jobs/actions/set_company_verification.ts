import Company from '#jobs/models/company'
import { CompanyNotFoundException } from '#jobs/exceptions'

/**
 * An admin marks a company verified or removes it (part 2: the Verified
 * badge on job cards and details reads companies.verified through the jobs'
 * join, so every job of the company follows at once).
 */
export default class SetCompanyVerification {
  async handle(companyId: string, verified: boolean) {
    const company = await Company.find(companyId)
    if (!company) throw new CompanyNotFoundException()
    company.verified = verified
    await company.save()
    return company
  }
}
