import { isApiError, type User, type UserType } from '@hireloop/shared-ui'
import type { ProfileChanges } from '../../api/profile/update-profile'
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MESSAGES,
  PHONE_PATTERN,
  PROFILE_LIMITS as L,
  emailDomain,
  isConsumerEmailDomain,
  normalizeEmail,
  validateEmail,
  type RegistrationOptions,
} from '../../lib/account-validation'

/**
 * The edit-profile form (part 1 §2, §5). Skills and availability exist for candidates only; the current password is
 * asked only while the e-mail address differs from the account's.
 */
export interface ProfileFormValues {
  name: string
  headline: string
  email: string
  currentPassword: string
  phone: string
  location: string
  skills: string[]
  availability: string[]
}

export type ProfileField = keyof ProfileFormValues
export type ProfileErrors = Partial<Record<ProfileField, string>>

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'headline',
  'email',
  'currentPassword',
  'phone',
  'location',
  'skills',
  'availability',
]

/** Limits of the two lists, with the server's messages. */
export const LIST_LIMITS = {
  skills: {
    maxEntries: L.skillsMax,
    maxLength: L.entryMax,
    tooManyMessage: M.skillsTooMany,
    tooLongMessage: M.skillTooLong,
  },
  availability: {
    maxEntries: L.availabilityMax,
    maxLength: L.entryMax,
    tooManyMessage: M.availabilityTooMany,
    tooLongMessage: M.availabilityTooLong,
  },
} as const

export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name ?? '',
    headline: user.headline ?? '',
    email: user.email ?? '',
    currentPassword: '',
    phone: user.phone ?? '',
    location: user.location ?? '',
    skills: [...(user.skills ?? [])],
    availability: [...(user.availability ?? [])],
  }
}

function checkLength(value: string, min: number, max: number, tooShort: string, tooLong: string) {
  if (value.length < min) return tooShort
  if (value.length > max) return tooLong
  return undefined
}

/** Whether the form asks for a new address (then the server wants the current password with it). */
export function emailChanged(email: string, currentEmail: string) {
  return normalizeEmail(email) !== normalizeEmail(currentEmail)
}

/**
 * The rules and messages the server applies to PATCH /api/user/me: name at least 2 characters, a headline of at most
 * 220, a valid e-mail (a business one for employers, judged with the server's allow-list as registration does) given
 * with the current password, phone at least 10 and location at least 2 characters when given (empty clears them).
 */
export function validateProfile(
  values: ProfileFormValues,
  context: { userType: UserType; currentEmail: string } & RegistrationOptions
): ProfileErrors {
  const errors: ProfileErrors = {}
  const name = checkLength(values.name.trim(), 2, L.nameMax, M.nameTooShort, M.nameTooLong)
  if (name) errors.name = name
  if (values.headline.trim().length > L.headlineMax) errors.headline = M.headlineTooLong

  const email = normalizeEmail(values.email)
  if (emailChanged(email, context.currentEmail)) {
    if (!values.currentPassword) errors.currentPassword = M.currentPasswordRequired
    const problem = validateEmail(email)
    if (problem === EMAIL_MESSAGES.tooLong) errors.email = M.emailTooLong
    else if (problem) errors.email = M.profileEmailInvalid
    else if (
      context.userType === 'employer' &&
      context.checkBusinessEmail !== false &&
      isConsumerEmailDomain(emailDomain(email), context.allowList)
    ) {
      errors.email = M.businessEmail
    }
  }

  const phone = values.phone.trim()
  if (phone) {
    const problem = checkLength(phone, L.phoneMin, L.phoneMax, M.phoneTooShort, M.phoneTooLong)
    if (problem) errors.phone = problem
    else if (!PHONE_PATTERN.test(phone)) errors.phone = M.phoneInvalid
  }
  const location = values.location.trim()
  if (location) {
    const problem = checkLength(location, 2, L.locationMax, M.locationTooShort, M.locationTooLong)
    if (problem) errors.location = problem
  }
  return errors
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

/**
 * Only what changed, trimmed; emptied headline, phone and location become null. A new e-mail goes with the current
 * password. Lists are sent for candidates only.
 */
export function profileChanges(user: User, values: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {}
  const name = values.name.trim()
  if (name !== user.name) changes.name = name
  const headline = values.headline.trim() || null
  if (headline !== (user.headline || null)) changes.headline = headline
  const email = normalizeEmail(values.email)
  if (emailChanged(email, user.email)) {
    changes.email = email
    changes.currentPassword = values.currentPassword
  }
  const phone = values.phone.trim() || null
  if (phone !== (user.phone || null)) changes.phone = phone
  const location = values.location.trim() || null
  if (location !== (user.location || null)) changes.location = location
  if (user.userType === 'candidate') {
    if (!sameList(values.skills, user.skills ?? [])) changes.skills = [...values.skills]
    if (!sameList(values.availability, user.availability ?? [])) changes.availability = [...values.availability]
  }
  return changes
}

/** The server's 422 `errors[]` (and a 409 for a taken address) on the form's fields; `skills.3` counts as skills. */
export function serverProfileErrors(error: unknown): ProfileErrors {
  const result: ProfileErrors = {}
  if (!isApiError(error)) return result
  if (error.status === 409) {
    result.email = error.data?.error ?? M.emailTaken
    return result
  }
  for (const item of error.data?.errors ?? []) {
    const field = String(item.field).split('.')[0] as ProfileField
    if (PROFILE_FIELDS.includes(field) && !result[field]) result[field] = item.message
  }
  return result
}
