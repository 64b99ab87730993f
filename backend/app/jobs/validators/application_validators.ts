import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import {
  APPLICATION_AVAILABILITY,
  APPLICATION_EMAIL_TYPES,
  APPLICATION_LIMITS as L,
  APPLICATION_MESSAGES as M,
  APPLICATION_SKILLS,
  APPLICATION_TABS,
} from '#jobs/constants'
import { STATUS_INPUTS, STATUS_INPUT_MESSAGE, storedStatus } from '#jobs/rules/application_rules'
import type { MultipartOptions } from '#shared/middleware/multipart_middleware'

/*
| The job application form (part 2 §5 "Job application form"), enforced by
| the server with the form's own messages, and the other inputs of the
| applications API.
*/

const choices = <T extends readonly string[]>(values: T) =>
  vine
    .array(vine.enum(values))
    .minLength(1)
    .maxLength(values.length * 2)

/** `resume:<uuid>`: an upload of the candidate's own (checked by the action). */
export const RESUME_REFERENCE = /^resume:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** POST /api/jobs/{id}/apply */
export const applyValidator = vine.create({
  coverLetter: vine.string().trim().minLength(L.coverLetterMin).maxLength(L.coverLetterMax),
  selectedSkills: choices(APPLICATION_SKILLS),
  selectedAvailability: choices(APPLICATION_AVAILABILITY),
  isEighteenOrOlder: vine.literal(true),
  isAuthorizedToWork: vine.literal(true),
  doesNotRequireSponsorship: vine.literal(true),
  resumeUrl: vine.string().trim().regex(RESUME_REFERENCE).nullable().optional(),
  /** The `ref` of a referral link the candidate followed to this job (the referrals module attaches it). */
  referralCode: vine
    .string()
    .trim()
    .maxLength(32)
    .regex(/^[A-Za-z0-9_-]+$/)
    .nullable()
    .optional(),
})
applyValidator.messagesProvider = new SimpleMessagesProvider({
  // The spec has one message for a missing, empty or short letter.
  'coverLetter.required': M.coverLetterMin,
  'coverLetter.string': M.coverLetterMin,
  'coverLetter.minLength': M.coverLetterMin,
  'coverLetter.maxLength': M.coverLetterMax,
  'selectedSkills.required': M.skillsRequired,
  'selectedSkills.array': M.skillsRequired,
  'selectedSkills.minLength': M.skillsRequired,
  'selectedSkills.array.minLength': M.skillsRequired,
  'selectedSkills.maxLength': 'Too many skills selected',
  'selectedSkills.array.maxLength': 'Too many skills selected',
  'selectedSkills.*.enum': `Skills must be among ${APPLICATION_SKILLS.join(', ')}`,
  'selectedAvailability.required': M.availabilityRequired,
  'selectedAvailability.array': M.availabilityRequired,
  'selectedAvailability.minLength': M.availabilityRequired,
  'selectedAvailability.array.minLength': M.availabilityRequired,
  'selectedAvailability.maxLength': 'Too many availability choices',
  'selectedAvailability.array.maxLength': 'Too many availability choices',
  'selectedAvailability.*.enum': `Availability must be among ${APPLICATION_AVAILABILITY.join(', ')}`,
  'isEighteenOrOlder.required': M.eighteen,
  'isEighteenOrOlder.literal': M.eighteen,
  'isAuthorizedToWork.required': M.authorized,
  'isAuthorizedToWork.literal': M.authorized,
  'doesNotRequireSponsorship.required': M.sponsorship,
  'doesNotRequireSponsorship.literal': M.sponsorship,
  'resumeUrl.string': M.resumeNotFound,
  'resumeUrl.regex': M.resumeNotFound,
  'referralCode.string': M.referralCodeInvalid,
  'referralCode.maxLength': M.referralCodeInvalid,
  'referralCode.regex': M.referralCodeInvalid,
})

export type ApplyInput = Awaited<ReturnType<typeof applyValidator.validate>>

/** PATCH /api/applications/{id} {status}: either vocabulary, answered as the stored status. */
export const statusValidator = vine.create({
  status: vine
    .string()
    .trim()
    .in(STATUS_INPUTS as unknown as string[])
    .transform((value) => storedStatus(value)!),
})
statusValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': STATUS_INPUT_MESSAGE,
  'status.string': STATUS_INPUT_MESSAGE,
  'status.in': STATUS_INPUT_MESSAGE,
})

/** POST /api/applications/{id}/send-email {emailType, message?} */
export const sendEmailValidator = vine.create({
  emailType: vine.enum(APPLICATION_EMAIL_TYPES),
  message: vine.string().trim().maxLength(L.emailMessageMax).nullable().optional(),
})
sendEmailValidator.messagesProvider = new SimpleMessagesProvider({
  'emailType.required': `Email type must be one of ${APPLICATION_EMAIL_TYPES.join(', ')}`,
  'emailType.enum': `Email type must be one of ${APPLICATION_EMAIL_TYPES.join(', ')}`,
  'message.string': 'Message must be text',
  'message.maxLength': `Message must be at most ${L.emailMessageMax} characters`,
})

/** The application lists: ?cursor&limit (default 20, max 50), and ?tab on a job's list. */
export const applicationsPageValidator = vine.create({
  tab: vine.enum(APPLICATION_TABS).optional(),
  ...pageQueryFields({ maxLimit: 50, cursorMaxLength: 200 }),
})
applicationsPageValidator.messagesProvider = new SimpleMessagesProvider({
  'tab.enum': `Tab must be one of ${APPLICATION_TABS.join(', ')}`,
  ...PAGE_QUERY_MESSAGES,
})

export const RESUME_MESSAGES = {
  oneFile: 'Upload one resume at a time',
} as const

/**
 * How POST /api/upload/resume reads its body: field `file`, one file,
 * stopped as soon as it passes 5 MB ('File too large'), so a larger file
 * reaches no disk beyond the temp folder; a little room for the envelope.
 */
export const RESUME_MULTIPART: MultipartOptions = {
  field: 'file',
  maxFiles: 1,
  maxFileBytes: () => L.resumeBytes,
  limit: L.resumeBytes + 64 * 1024,
  messages: { tooManyFiles: RESUME_MESSAGES.oneFile, fileTooLarge: M.fileTooLarge },
}
