import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import User from '#shared/models/user'
import EmailTakenException from '#auth/exceptions/email_taken_exception'
import EmailVerificationToken from '#auth/models/email_verification_token'
import IssueEmailVerification from '#auth/actions/issue_email_verification'
import { cleanList } from '#auth/account_rules'

export interface ProfileChanges {
  name?: string
  email?: string
  phone?: string | null
  location?: string | null
  profileImage?: string | null
  skills?: (string | null)[] | null
  availability?: (string | null)[] | null
}

/**
 * Applies the profile fields a user may change. A new e-mail address is not
 * applied: a verification link goes to it, and the account switches when
 * the link is followed (an address cannot be taken over by a typo, and the
 * old address keeps working until then).
 */
export default class UpdateProfile {
  async handle(user: User, changes: ProfileChanges) {
    const { email, skills, availability, ...fields } = changes
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) user.merge({ [key]: value })
    }
    if (skills !== undefined) user.skills = cleanList(skills ?? [])
    if (availability !== undefined) user.availability = cleanList(availability ?? [])

    let newEmail: string | null = null
    if (email !== undefined && email !== user.email) {
      const taken = await User.query().where('email', email).whereNot('id', user.id).first()
      if (taken) throw new EmailTakenException()
      newEmail = email
    }
    const textsChanged = ['name', 'location', 'skills', 'availability'].some((key) => key in user.$dirty)
    await user.save()
    if (textsChanged) {
      const content = [user.name, user.location, ...(user.skills ?? []), ...(user.availability ?? [])]
        .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
        .join('\n')
      await emitter.emit('auth:profile_updated', { userId: user.id, content })
    }
    if (newEmail) await new IssueEmailVerification().handle(user, newEmail)
    return { user, pendingEmail: newEmail ?? (await this.pendingEmail(user)) }
  }

  /** An address change still waiting for its link to be followed, if any. */
  async pendingEmail(user: User) {
    const token = await EmailVerificationToken.query()
      .where('userId', user.id)
      .whereNull('usedAt')
      .whereNot('email', user.email)
      .where('expiresAt', '>', DateTime.now().toSQL()!)
      .orderBy('createdAt', 'desc')
      .first()
    return token?.email ?? null
  }
}
