import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'

/**
 * Profile views (part 1 §2): any member sees another's public profile;
 * a candidate's referral information is for employers (and admins, who are
 * treated like employers) only.
 */
export default class ProfilePolicy extends AppPolicy {
  viewReferrals(reader: User, profile: { userType: string }) {
    return profile.userType === 'candidate' && (reader.userType === 'employer' || this.isAdmin(reader))
  }
}
