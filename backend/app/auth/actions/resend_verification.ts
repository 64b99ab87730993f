import User from '#shared/models/user'
import IssueEmailVerification from '#auth/actions/issue_email_verification'

/**
 * Sends a new link when the address belongs to an unverified account and
 * does nothing otherwise; the caller answers the same either way.
 */
export default class ResendVerification {
  async handle(email: string) {
    const user = await User.findBy('email', email)
    if (!user || user.emailVerified) return
    await new IssueEmailVerification().handle(user)
  }
}
