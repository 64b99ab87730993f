import { apiJson } from '@hireloop/shared-ui'
import type { User } from '@hireloop/shared-ui'
import type { RegistrationUserType } from '../../lib/account-validation'

export interface RegisterInput {
  email: string
  /** What the member typed; none lets the server name them after their address. */
  name?: string
  password: string
  confirmPassword: string
  userType: RegistrationUserType
  /** Same value as sent with sign-ins, so the server can recognise the registering device. */
  deviceFingerprint?: string
}

/**
 * Registration payload of part 1 §7. The name is the one the member typed; left out when they typed none, and the
 * server names them after their address (account_rules' nameFromEmail).
 */
export function buildRegistrationPayload(input: RegisterInput) {
  // Same normalisation as the validation module's normalizeEmail, without pulling that module into this bundle.
  const email = input.email.trim().toLowerCase()
  const name = input.name?.trim() ?? ''
  return {
    email,
    password: input.password,
    confirmPassword: input.confirmPassword,
    userType: input.userType,
    ...(name ? { name } : {}),
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
