import { apiJson } from '@hireloop/shared-ui'
import type { User } from '@hireloop/shared-ui'
import type { RegistrationUserType } from '../../lib/account-validation'

export interface RegisterInput {
  email: string
  password: string
  confirmPassword: string
  userType: RegistrationUserType
  /** Same value as sent with sign-ins, so the server can recognise the registering device. */
  deviceFingerprint?: string
}

/** Registration payload of part 1 §7: the name is the part of the e-mail before the at sign. */
export function buildRegistrationPayload(input: RegisterInput) {
  // Same normalisation as the validation module's normalizeEmail, without pulling that module into this bundle.
  const email = input.email.trim().toLowerCase()
  return {
    email,
    password: input.password,
    confirmPassword: input.confirmPassword,
    userType: input.userType,
    name: email.split('@')[0] ?? '',
    phone: '',
    location: '',
    skills: [] as string[],
    badges: [] as string[],
    availability: [] as string[],
    ...(input.deviceFingerprint ? { deviceFingerprint: input.deviceFingerprint } : {}),
  }
}

export async function registerUser(input: RegisterInput): Promise<{ user: User }> {
  return apiJson<{ user: User }>('POST', '/api/users', buildRegistrationPayload(input))
}
