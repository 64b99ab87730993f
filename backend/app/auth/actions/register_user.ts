import emitter from '@adonisjs/core/services/emitter'
import User from '#shared/models/user'
import EmailTakenException from '#auth/exceptions/email_taken_exception'
import { nameFromEmail, type RegistrationUserType } from '#auth/account_rules'

export interface RegisterUserInput {
  email: string
  password: string
  userType: RegistrationUserType
  name?: string | null
  phone?: string | null
  location?: string | null
}

export interface RequestOrigin {
  ipAddress: string
  userAgent: string | null
  deviceFingerprint: string | null
}

/**
 * Creates an account (the e-mail is already validated and lowercased) and
 * announces it: the listeners send the verification link and remember the
 * device it was made from.
 */
export default class RegisterUser {
  async handle(input: RegisterUserInput, origin: RequestOrigin) {
    if (await User.findBy('email', input.email)) throw new EmailTakenException()
    let user: User
    try {
      user = await User.create({
        email: input.email,
        password: input.password,
        userType: input.userType,
        name: input.name || nameFromEmail(input.email),
        phone: input.phone || null,
        location: input.location || null,
        skills: [],
        badges: [],
        availability: [],
      })
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new EmailTakenException()
      throw error
    }
    await emitter.emitSerial('auth:user_registered', { user, ...origin })
    return user
  }
}
