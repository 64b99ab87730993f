import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  ACCOUNT_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  PROFILE_LIMITS as L,
  emailDomain,
  isConsumerEmailDomain,
  isValidEmailDomain,
} from '#auth/account_rules'
import { claimOwnUploads, ownImageKey } from '#shared/services/uploads'
import { employerEmailAllowList } from '#auth/services/employer_allow_list'

/**
 * Blank values arrive as null (the body parser turns '' into null): for
 * fields that cannot be emptied that is the field's own message, not a
 * silent "no change".
 */
const notBlank = vine.createRule(
  (value, options: { rule: string }, field) => {
    if (value === null) field.report(field.getFieldPath(), options.rule, field)
  },
  { implicit: true, name: 'notBlank' }
)

const profileEmailDomain = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    if (!isValidEmailDomain(value)) return field.report(M.profileEmailInvalid, 'email', field)
    if (field.meta.userType === 'employer' && isConsumerEmailDomain(emailDomain(value), employerEmailAllowList())) {
      field.report(M.businessEmail, 'businessEmail', field)
    }
  },
  { name: 'profileEmailDomain' }
)

/**
 * A picture the member uploaded themselves (recorded in `uploads` at
 * upload), or the one they already have (sent back unchanged by the form).
 */
const ownUploadedImage = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'string' || value === field.meta.currentImage) return
    const key = ownImageKey(value)
    if (!key) return field.report(M.profileImageInvalid, 'profileImage', field)
    if (!(await claimOwnUploads(field.meta.userId, [key])).has(key)) {
      field.report(M.profileImageNotOwn, 'profileImage', field)
    }
  },
  { name: 'ownUploadedImage', isAsync: true }
)

const list = (max: number) => vine.array(vine.string().trim().maxLength(L.entryMax).nullable()).maxLength(max)

/**
 * PATCH /api/user/me (part 1 §5 "Profile form"). Only these fields exist:
 * anything else in the body (userType, badges, counters, flags) is dropped.
 * `currentPassword` is not stored: a new `email` is accepted only with it
 * (checked by UpdateProfile).
 */
export const profileValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(2)
    .maxLength(L.nameMax)
    .use(notBlank({ rule: 'minLength' }))
    .optional(),
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(EMAIL_MAX_LENGTH)
    .email()
    .use(profileEmailDomain())
    .use(notBlank({ rule: 'email' }))
    .optional(),
  currentPassword: vine.string().maxLength(PASSWORD_MAX_LENGTH).optional(),
  phone: vine.string().trim().minLength(L.phoneMin).maxLength(L.phoneMax).regex(PHONE_PATTERN).optional().nullable(),
  location: vine.string().trim().minLength(2).maxLength(L.locationMax).optional().nullable(),
  /** One line under the member's name; blank removes it. */
  headline: vine
    .string()
    .trim()
    .maxLength(L.headlineMax)
    .transform((value) => value || null)
    .optional()
    .nullable(),
  profileImage: vine.string().trim().maxLength(2048).use(ownUploadedImage()).optional().nullable(),
  skills: list(L.skillsMax).optional().nullable(),
  availability: list(L.availabilityMax).optional().nullable(),
})
profileValidator.messagesProvider = new SimpleMessagesProvider({
  'name.string': M.nameTooShort,
  'name.minLength': M.nameTooShort,
  'name.maxLength': M.nameTooLong,
  'email.string': M.profileEmailInvalid,
  'email.email': M.profileEmailInvalid,
  'email.maxLength': M.emailTooLong,
  'phone.string': M.phoneTooShort,
  'phone.minLength': M.phoneTooShort,
  'phone.maxLength': M.phoneTooLong,
  'phone.regex': M.phoneInvalid,
  'location.string': M.locationTooShort,
  'location.minLength': M.locationTooShort,
  'location.maxLength': M.locationTooLong,
  'headline.string': M.headlineInvalid,
  'headline.maxLength': M.headlineTooLong,
  'currentPassword.string': M.currentPasswordWrong,
  'currentPassword.maxLength': M.currentPasswordWrong,
  'profileImage.string': M.profileImageInvalid,
  'profileImage.maxLength': M.profileImageInvalid,
  'skills.array': M.skillsInvalid,
  'skills.array.maxLength': M.skillsTooMany,
  'skills.*.string': M.skillsInvalid,
  'skills.*.maxLength': M.skillTooLong,
  'availability.array': M.availabilityInvalid,
  'availability.array.maxLength': M.availabilityTooMany,
  'availability.*.string': M.availabilityInvalid,
  'availability.*.maxLength': M.availabilityTooLong,
})
