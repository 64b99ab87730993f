import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { PushPreferenceName } from '#notifications/push/kinds'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A push service's endpoint: https, or plain http on loopback outside
 * production (a push service running on the same machine for development).
 */
export function isAllowedEndpoint(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && process.env.NODE_ENV !== 'production' && LOOPBACK.has(url.hostname)
}

const endpointRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !isAllowedEndpoint(value)) {
    field.report('The endpoint must be an https address of a push service', 'endpoint', field)
  }
})

const endpoint = () => vine.string().trim().maxLength(2000).use(endpointRule())
const base64url = () =>
  vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)

/** POST /api/notifications/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const subscribeValidator = vine.create({
  endpoint: endpoint(),
  keys: vine.object({
    p256dh: base64url().minLength(80).maxLength(100),
    auth: base64url().minLength(16).maxLength(32),
  }),
})

/** DELETE /api/notifications/push/subscriptions */
export const unsubscribeValidator = vine.create({ endpoint: endpoint() })

/** PUT /api/notifications/preferences: any of the kinds, each on or off. */
const choice = () => vine.boolean({ strict: true }).optional()
export const preferencesValidator = vine.create({
  messages: choice(),
  applicationStatus: choice(),
  interviewsOffers: choice(),
  referrals: choice(),
  newApplicants: choice(),
} satisfies Record<PushPreferenceName, unknown>)

const MESSAGES = {
  required: 'The {{ field }} field is required',
  'keys.p256dh.minLength': 'The p256dh key must be a P-256 public key (base64url)',
  'keys.p256dh.maxLength': 'The p256dh key must be a P-256 public key (base64url)',
  'keys.p256dh.regex': 'The p256dh key must be a P-256 public key (base64url)',
  'keys.auth.minLength': 'The auth secret must be 16 bytes (base64url)',
  'keys.auth.maxLength': 'The auth secret must be 16 bytes (base64url)',
  'keys.auth.regex': 'The auth secret must be 16 bytes (base64url)',
  boolean: 'The {{ field }} field must be true or false',
}
subscribeValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)
unsubscribeValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)
preferencesValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)
