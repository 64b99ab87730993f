import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import { REFERRAL_LIMITS as L, REFERRAL_MESSAGES as M } from '#referrals/constants'

/*
| The referral calls' inputs (part 2 §5, §7), with the spec's words. Ids
| are checked by the actions (an unknown job is a 404, an unknown member a
| 422 on the field that named them).
*/

const message = () => vine.string().trim().maxLength(L.messageMax).optional()

/** POST /api/referrals {jobId, referrerId | referrerEmail, message}: exactly one way to name the referrer. */
export const askReferralValidator = vine.create({
  jobId: vine.string().trim().minLength(1).toLowerCase(),
  referrerId: vine.string().trim().minLength(1).toLowerCase().optional(),
  referrerEmail: vine.string().trim().minLength(1).email().toLowerCase().optional(),
  message: message(),
})
askReferralValidator.messagesProvider = new SimpleMessagesProvider({
  'jobId.required': M.jobRequired,
  'jobId.string': M.jobRequired,
  'jobId.minLength': M.jobRequired,
  'referrerId.string': M.referrerRequired,
  'referrerId.minLength': M.referrerRequired,
  'referrerEmail.string': M.referrerRequired,
  'referrerEmail.minLength': M.referrerRequired,
  'referrerEmail.email': M.emailInvalid,
  'message.string': M.messageMax,
  'message.maxLength': M.messageMax,
})
export type AskReferralInput = Awaited<ReturnType<typeof askReferralValidator.validate>>

/** POST /api/referrals/invite {jobId, email, message}: a member refers someone by e-mail. */
export const inviteReferralValidator = vine.create({
  jobId: vine.string().trim().minLength(1).toLowerCase(),
  email: vine.string().trim().minLength(1).maxLength(255).email().toLowerCase(),
  message: message(),
})
inviteReferralValidator.messagesProvider = new SimpleMessagesProvider({
  'jobId.required': M.jobRequired,
  'jobId.string': M.jobRequired,
  'jobId.minLength': M.jobRequired,
  'email.required': M.emailRequired,
  'email.string': M.emailRequired,
  'email.minLength': M.emailRequired,
  'email.maxLength': M.emailInvalid,
  'email.email': M.emailInvalid,
  'message.string': M.messageMax,
  'message.maxLength': M.messageMax,
})
export type InviteReferralInput = Awaited<ReturnType<typeof inviteReferralValidator.validate>>

/** PATCH /api/referrals/{id} {status: accepted | declined} */
export const answerReferralValidator = vine.create({
  status: vine.enum(['accepted', 'declined'] as const),
})
answerReferralValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': M.statusInvalid,
  'status.enum': M.statusInvalid,
})

/** POST /api/referrals/{id}/thread {initialMessage}: trimmed, non-empty. */
export const thankReferrerValidator = vine.create({
  initialMessage: vine.string().trim().minLength(1).maxLength(L.thankYouMax),
})
thankReferrerValidator.messagesProvider = new SimpleMessagesProvider({
  'initialMessage.required': M.thankYouRequired,
  'initialMessage.string': M.thankYouRequired,
  'initialMessage.minLength': M.thankYouRequired,
  'initialMessage.maxLength': M.thankYouMax,
})

/** GET /api/users/{userId}/referrals/received | sent ?limit=&cursor= (limit clamped to 1–pageMax). */
export const referralListQueryValidator = vine.create(pageQueryFields({ maxLimit: L.pageMax, cursorMaxLength: 500 }))
referralListQueryValidator.messagesProvider = new SimpleMessagesProvider({ ...PAGE_QUERY_MESSAGES })
