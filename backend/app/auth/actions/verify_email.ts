import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import User from '#shared/models/user'
import EmailVerificationToken from '#auth/models/email_verification_token'
import AccountFlowException from '#auth/exceptions/account_flow_exception'
import EmailTakenException from '#auth/exceptions/email_taken_exception'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { sha256 } from '#auth/services/secrets'

/**
 * Consumes a verification link: marks the address verified and, when the
 * link was for a new address, switches the account to it. The row is locked
 * so a link is used once even when clicked twice at the same moment. The
 * verified address is announced after the commit (`auth:email_verified`).
 */
export default class VerifyEmail {
  async handle(token: string) {
    const verified = await db.transaction(async (trx) => {
      const record = await EmailVerificationToken.query({ client: trx })
        .where('token', sha256(token))
        .forUpdate()
        .first()
      if (!record) throw new AccountFlowException(M.verificationLinkInvalid, 400, 'E_INVALID_VERIFICATION_LINK')
      if (record.usedAt) throw new AccountFlowException(M.verificationLinkUsed, 410, 'E_VERIFICATION_LINK_USED')
      if (record.expiresAt <= DateTime.now()) {
        throw new AccountFlowException(M.verificationLinkExpired, 410, 'E_VERIFICATION_LINK_EXPIRED')
      }

      const user = await User.findOrFail(record.userId, { client: trx })
      if (record.email !== user.email) {
        const taken = await User.query({ client: trx }).where('email', record.email).whereNot('id', user.id).first()
        if (taken) throw new EmailTakenException()
        user.email = record.email
      }
      const now = DateTime.now()
      user.emailVerified = true
      user.emailVerifiedAt = now
      await user.useTransaction(trx).save()

      record.usedAt = now
      await record.useTransaction(trx).save()
      return user
    })
    await emitter.emitSerial('auth:email_verified', { userId: verified.id, email: verified.email })
    return verified
  }
}
