import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as vineErrors } from '@vinejs/vine'
import User from '#shared/models/user'
import EmailTakenException from '#auth/exceptions/email_taken_exception'
import EmailVerificationToken from '#auth/models/email_verification_token'
import IssueEmailVerification from '#auth/actions/issue_email_verification'
import EmailChangeNoticeMail from '#auth/mails/email_change_notice_mail'
import { ACCOUNT_MESSAGES as M, cleanList } from '#auth/account_rules'
import { AUTH_LIMITS, loginFailureCounter, loginFailuresKey } from '#auth/rate_limits'
import { profileHeadline } from '#auth/queries/own_profile_query'
import { saveHeadline } from '#auth/repositories/profile_repository'

export interface ProfileChanges {
  name?: string
  email?: string
  /** Required with a new `email`; never stored. */
  currentPassword?: string
  phone?: string | null
  location?: string | null
  headline?: string | null
  profileImage?: string | null
  skills?: (string | null)[] | null
  availability?: (string | null)[] | null
}

const fieldError = (field: string, message: string, rule: string) =>
  new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])

/**
 * Applies the profile fields a user may change. A new e-mail address needs
 * the account's current password, and it is not applied: a verification
 * link goes to it, and the account switches when the link is followed (an
 * address cannot be taken over by a typo, and the old address keeps working
 * until then). The current address is told of the request.
 * A refused request changes nothing.
 */
export default class UpdateProfile {
  async handle(user: User, changes: ProfileChanges) {
    const { email, currentPassword, headline, skills, availability, ...fields } = changes

    let newEmail: string | null = null
    if (email !== undefined && email !== user.email) {
      await this.confirmPassword(user, currentPassword)
      const taken = await User.query().where('email', email).whereNot('id', user.id).first()
      if (taken) throw new EmailTakenException()
      newEmail = email
    }

    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) user.merge({ [key]: value })
    }
    if (skills !== undefined) user.skills = cleanList(skills ?? [])
    if (availability !== undefined) user.availability = cleanList(availability ?? [])
    const textsChanged = ['name', 'location', 'skills', 'availability'].some((key) => key in user.$dirty)

    const storedHeadline = await profileHeadline(user.id)
    const currentHeadline = headline === undefined ? storedHeadline : headline
    const headlineChanged = currentHeadline !== storedHeadline
    await db.transaction(async (trx) => {
      await user.useTransaction(trx).save()
      if (headlineChanged) await saveHeadline(trx, user.id, currentHeadline)
    })

    if (textsChanged || headlineChanged) {
      const content = [user.name, currentHeadline, user.location, ...(user.skills ?? []), ...(user.availability ?? [])]
        .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
        .join('\n')
      await emitter.emit('auth:profile_updated', { userId: user.id, content })
    }
    if (newEmail) {
      await new IssueEmailVerification().handle(user, newEmail)
      await mail.sendLater(new EmailChangeNoticeMail(user.email, newEmail))
    }
    return {
      user,
      headline: currentHeadline,
      pendingEmail: newEmail ?? (await this.pendingEmail(user)),
    }
  }

  /**
   * The account's password, before its address may change: a session alone
   * (a borrowed phone, a stolen cookie) cannot redirect the account. A wrong
   * one counts as a failed sign-in of the account, under the same lock.
   */
  private async confirmPassword(user: User, password: string | undefined) {
    if (!password) throw fieldError('currentPassword', M.currentPasswordRequired, 'required')
    const failures = loginFailureCounter()
    const key = loginFailuresKey(user.email)
    const lock = await failures.get(key)
    if (lock && lock.remaining <= 0) throw new limiterErrors.E_TOO_MANY_REQUESTS(lock)
    if (await hash.verify(user.password, password)) return
    const counted = await failures.increment(key)
    if (counted.consumed >= counted.limit) await failures.block(key, AUTH_LIMITS.loginFailuresPerAccount.blockFor)
    throw fieldError('currentPassword', M.currentPasswordWrong, 'currentPassword')
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
