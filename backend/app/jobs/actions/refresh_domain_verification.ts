import Company from '#jobs/models/company'
import type User from '#shared/models/user'
import { isDomainVerified } from '#jobs/company_rules'

/**
 * The owner's e-mail may have been verified (or changed) since the company
 * was last saved: their companies' verified domain follows when they read them.
 */
export default class RefreshDomainVerification {
  async handle(owner: User, companies: Company[]) {
    for (const company of companies) {
      const verified = isDomainVerified(owner, company.website)
      if (company.domainVerified === verified) continue
      company.domainVerified = verified
      await company.save()
    }
    return companies
  }
}
