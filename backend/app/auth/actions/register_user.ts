import User from '#shared/models/user'
import EmailTakenException from '#auth/exceptions/email_taken_exception'
import type { RegisterableUserType } from '#auth/account_rules'

export interface RegisterUserInput {
  email: string
  password: string
  userType: RegisterableUserType
  name?: string | null
  phone?: string | null
  location?: string | null
}

/** Creates an account; the e-mail is already validated and lowercased. */
export default class RegisterUser {
  async handle(input: RegisterUserInput) {
    if (await User.findBy('email', input.email)) throw new EmailTakenException()
    try {
      return await User.create({
        email: input.email,
        password: input.password,
        userType: input.userType,
        name: input.name || input.email.split('@')[0].slice(0, 100),
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
  }
}
