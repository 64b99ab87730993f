import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MESSAGES } from '#jobs/constants'
import { COMPANY_MESSAGES } from '#jobs/company_rules'

type CompanyRef = { ownerId: string }

/**
 * Companies belong to employers (one each). Only the owner edits one; admins
 * moderate (verify, hide) and do not hire, so they never own a company.
 */
export default class CompanyPolicy extends AppPolicy {
  create(user: User) {
    if (this.isAdmin(user)) return this.allowOr(false, COMPANY_MESSAGES.adminsNoCompany)
    return this.allowOr(user.userType === 'employer', MESSAGES.candidatesNoCompany)
  }

  edit(user: User, company: CompanyRef) {
    return this.allowOr(user.id === company.ownerId, MESSAGES.notCompanyOwner)
  }

  /** The owner and admins read the private fields (owner, plan, trial and early-bird dates, locked price). */
  readPrivate(user: User, company: CompanyRef) {
    return user.id === company.ownerId || this.isAdmin(user)
  }

  /** The list of every company, their verification (part 2 "Verified" badge) and visibility: admins only. */
  administer(user: User) {
    return this.allowOr(this.isAdmin(user), MESSAGES.adminsOnly)
  }

  /** A hidden company's page and jobs: its owner and admins only. */
  readHidden(user: User, company: CompanyRef) {
    return user.id === company.ownerId || this.isAdmin(user)
  }

  postFor(user: User, company: CompanyRef) {
    return this.allowOr(user.id === company.ownerId || this.isAdmin(user), MESSAGES.notYourCompany)
  }
}
