/*
| Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC
| 8291), through the `web-push` library: it signs and encrypts; the request
| itself goes out with fetch, so a push service on loopback (development,
| tests) is reached over plain http as well as the real ones over https.
| Without VAPID keys in the environment nothing is pushed.
*/
import webpush from 'web-push'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { PUSH_KINDS, type PushKind, type PushPreferenceName, type PushPreferences } from '#notifications/push/kinds'

/** What the service worker shows: the notification list's words, and the page a click opens. */
export interface PushPayload {
  title: string
  body: string
  /** A path of the app (`/messages/…`, `/jobs/…`). */
  url: string
  /** Same tag, same notification: a newer push replaces the older one on the device. */
  tag: string
}

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

export function vapidKeys(): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env
  if (!publicKey || !privateKey) return null
  return { publicKey, privateKey, subject: process.env.VAPID_SUBJECT || 'mailto:notifications@hireloop.local' }
}

/** The member's choices, every kind on unless turned off. */
export async function preferencesOf(userId: string): Promise<PushPreferences> {
  const rows: { kind: string; enabled: boolean }[] = await db
    .from('notification_preferences')
    .where('user_id', userId)
    .select('kind', 'enabled')
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.kind))
  return Object.fromEntries(
    (Object.entries(PUSH_KINDS) as [PushPreferenceName, PushKind][]).map(([name, kind]) => [name, !off.has(kind)])
  ) as PushPreferences
}

async function isEnabled(userId: string, kind: PushKind) {
  const row = await db.from('notification_preferences').where({ user_id: userId, kind }).select('enabled').first()
  return row ? Boolean(row.enabled) : true
}

export interface PushOutcome {
  sent: number
  pruned: number
}

/**
 * Sends one notification to every device of the member, if they keep this
 * kind on. A device the push service no longer knows (404, 410) is removed;
 * any other failure is logged and the subscription kept for the next push.
 */
export async function pushToMember(userId: string, kind: PushKind, payload: PushPayload): Promise<PushOutcome> {
  const outcome = { sent: 0, pruned: 0 }
  const keys = vapidKeys()
  if (!keys) return outcome
  if (!(await isEnabled(userId, kind))) return outcome
  const devices: { id: string; endpoint: string; p256dh: string; auth: string }[] = await db
    .from('push_subscriptions')
    .where('user_id', userId)
    .select('id', 'endpoint', 'p256dh', 'auth')
  const body = JSON.stringify({ ...payload, kind })
  for (const device of devices) {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        body,
        {
          vapidDetails: keys,
          TTL: 24 * 60 * 60,
          contentEncoding: 'aes128gcm',
          urgency: kind === 'messages' ? 'high' : 'normal',
        }
      )
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status === 404 || response.status === 410) {
        await db.from('push_subscriptions').where('id', device.id).delete()
        outcome.pruned++
      } else if (response.ok) {
        outcome.sent++
      } else {
        logger.warn({ status: response.status, userId }, 'the push service refused a notification')
      }
    } catch (error) {
      logger.warn({ err: error, userId }, 'pushing a notification failed')
    }
  }
  return outcome
}
