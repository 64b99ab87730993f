import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { MESSAGES } from '#jobs/constants'

type CompanyRef = { ownerId: string }

/** Companies belong to employers and admins (one each); the owner (or an admin) edits one and posts its jobs. */
export default class CompanyPolicy extends AppPolicy {
  create(user: User) {
    return this.allowOr(user.userType !== 'candidate', MESSAGES.candidatesNoCompany)
  }

  edit(user: User, company: CompanyRef) {
    return this.allowOr(user.id === company.ownerId || this.isAdmin(user), MESSAGES.notCompanyOwner)
  }

  /** The list of every company and their verification (part 2 "Verified" badge): admins only. */
  administer(user: User) {
    return this.allowOr(this.isAdmin(user), MESSAGES.adminsOnly)
  }

  postFor(user: User, company: CompanyRef) {
    return this.allowOr(user.id === company.ownerId || this.isAdmin(user), MESSAGES.notYourCompany)
  }
}
