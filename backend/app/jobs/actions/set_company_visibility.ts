import { DateTime } from 'luxon'
import type Company from '#jobs/models/company'

/**
 * An admin hides a company (with the reason its owner reads) or shows it
 * again. Hiding an already hidden company keeps when it was hidden and
 * takes the new reason; showing clears both.
 */
export default class SetCompanyVisibility {
  async handle(company: Company, input: { hidden: boolean; reason?: string }) {
    if (input.hidden) {
      company.hiddenAt ??= DateTime.now()
      company.hiddenReason = input.reason ?? null
    } else {
      company.hiddenAt = null
      company.hiddenReason = null
    }
    await company.save()
    return company
  }
}
