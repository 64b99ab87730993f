import { COMPANY_MESSAGES } from '#jobs/company_rules'
import { hideOwnerCompanies, showOwnerCompanies } from '#jobs/repositories/company_visibility_repository'

/**
 * A banned member's companies are hidden the way an admin hides one
 * (`hidden_at`, with the ban as the reason), so their page, their jobs in
 * every read and the apply path answer as for any hidden company. When the
 * ban ends, only the companies still hidden for the ban are shown again: a
 * company an admin hid, before or during the ban, keeps the admin's reason
 * and stays hidden.
 */
export default class SetBannedOwnerVisibility {
  async handle(ownerId: string, banned: boolean) {
    const now = new Date()
    if (banned) await hideOwnerCompanies(ownerId, COMPANY_MESSAGES.hiddenForBan, now)
    else await showOwnerCompanies(ownerId, COMPANY_MESSAGES.hiddenForBan, now)
  }
}
