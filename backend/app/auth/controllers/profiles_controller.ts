import type { HttpContext } from '@adonisjs/core/http'
import ProfilePolicy from '#auth/policies/profile_policy'
import ProfileNotFoundException from '#auth/exceptions/profile_not_found_exception'
import { profileReferrals } from '#auth/profile_extras'
import { publicProfileRow } from '#auth/queries/public_profile_query'
import { transformPublicProfile } from '#auth/transformers/public_profile_transformer'

export default class ProfilesController {
  /** GET /api/users/{id} → the public profile; `referral` only for an employer (or admin) viewing a candidate. */
  async show({ params, bouncer, auth }: HttpContext) {
    const row = await publicProfileRow(params.id, auth.getUserOrFail().id)
    if (!row) throw new ProfileNotFoundException()
    const withReferrals = await bouncer.with(ProfilePolicy).allows('viewReferrals', { userType: row.user_type })
    return transformPublicProfile(row, withReferrals ? await profileReferrals(row.id) : null)
  }
}
