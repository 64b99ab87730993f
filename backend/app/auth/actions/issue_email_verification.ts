import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import type User from '#shared/models/user'
import EmailVerificationToken from '#auth/models/email_verification_token'
import VerifyEmailMail from '#auth/mails/verify_email_mail'
import { randomToken, sha256 } from '#auth/services/secrets'

export const VERIFICATION_TOKEN_TTL = { hours: 24 }

/**
 * Sends a fresh single-use verification link for the account's address, or
 * for a new address the user wants to switch to. Earlier unused links of
 * the account stop working: only the latest one counts.
 */
export default class IssueEmailVerification {
  async handle(user: User, email: string = user.email) {
    const token = randomToken()
    await EmailVerificationToken.query().where('userId', user.id).whereNull('usedAt').delete()
    await EmailVerificationToken.create({
      userId: user.id,
      email,
      token: sha256(token),
      expiresAt: DateTime.now().plus(VERIFICATION_TOKEN_TTL),
      usedAt: null,
    })
    const url = new URL('/verify-email', env.get('APP_URL'))
    url.searchParams.set('token', token)
    await mail.sendLater(new VerifyEmailMail(email, url.toString(), email !== user.email))
  }
}
