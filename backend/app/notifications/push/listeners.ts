/*
| Web Push of the notifications module: the events below (all emitted after
| their transaction committed) reach the member's devices in the words of
| the notification list, no more. A failure never reaches the request that
| caused the event (listen logs it).
*/
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { listen } from '#shared/events/safe_listener'
import { port } from '#shared/modules/registry'
import type {} from '#notifications/contract'
import type {} from '#referrals/contract'
import { pushToMember, vapidKeys } from '#notifications/push/web_push'

/**
 * How long a new message waits before it is pushed: a member reading that
 * thread on any device reads the message within it (the open conversation
 * marks it read), and is then not buzzed about it.
 */
export const pushTimings = { messageDelayMs: Number(process.env.PUSH_MESSAGE_DELAY_MS ?? 4000) }

async function pushMessageIfUnread(event: {
  threadId: string
  messageId: string
  senderId: string
  recipientId: string
}) {
  const unread = port('messaging:unread-message')
  if (!unread || !(await unread(event.recipientId, event.threadId, event.messageId))) return
  const sender = await db.from('users').where('id', event.senderId).select('name').first()
  await pushToMember(event.recipientId, 'messages', {
    title: `New message from ${sender?.name ?? 'a member'}`,
    body: 'Open Messages to read it.',
    url: `/messages?thread=${encodeURIComponent(event.threadId)}`,
    tag: `thread-${event.threadId}`,
  })
}

type MessageSent = Parameters<typeof pushMessageIfUnread>[0]

/** New messages waiting out their reading window in this process. */
const waitingMessages = new Map<NodeJS.Timeout, MessageSent>()

function pushMessageNow(event: MessageSent) {
  return pushMessageIfUnread(event).catch((error) => logger.error({ err: error }, 'pushing a new message failed'))
}

/**
 * Pushes every message still in its reading window now (each only if still unread): a process that stops must not
 * take them with it. Run when the app terminates, before its database closes.
 */
export async function flushWaitingMessages() {
  const events = [...waitingMessages.values()]
  for (const timer of waitingMessages.keys()) clearTimeout(timer)
  waitingMessages.clear()
  await Promise.all(events.map(pushMessageNow))
}

/** Called from the notifications module's start.ts. */
export function registerPushListeners() {
  /* A referral asked of the member, and the answer to one they wait for (the 'referrals' kind). */
  listen('referrals:referral_requested', 'notifications push', async (event) => {
    await pushToMember(event.referrerId, 'referrals', {
      title: 'Referral request',
      body: event.message,
      // The inbox's Requests to Answer, where the request waits.
      url: '/referrals?tab=inbox&box=received',
      tag: `referral-${event.referralId}`,
    })
  })

  listen('referrals:referral_answered', 'notifications push', async (event) => {
    await pushToMember(event.toldId, 'referrals', {
      title: event.status === 'accepted' ? 'Referral accepted' : 'Referral declined',
      body: event.message,
      // The inbox, where the request now reads as answered (as the in-app notification leads).
      url: '/referrals?tab=inbox',
      tag: `referral-${event.referralId}`,
    })
  })

  listen('messaging:message_sent', 'notifications push', (event) => {
    if (event.held || !vapidKeys()) return
    // Not awaited: the sender's request does not wait for the recipient's reading window.
    const timer = setTimeout(() => {
      waitingMessages.delete(timer)
      void pushMessageNow(event)
    }, pushTimings.messageDelayMs).unref()
    waitingMessages.set(timer, event)
  })

  listen('jobs:application_status_changed', 'notifications push', async (event) => {
    const milestone = event.to === 'interview' || event.to === 'offer'
    await pushToMember(event.candidateId, milestone ? 'interviews_offers' : 'application_status', {
      title: milestone ? `${event.toLabel}: ${event.jobTitle}` : 'Application update',
      body: `Your application for ${event.jobTitle} at ${event.companyName}: ${event.toLabel}`,
      url: '/applications',
      tag: `application-${event.applicationId}`,
    })
  })

  /** The employer's unread "applied" notifications of one job make one push: "3 new applicants for …". */
  listen('jobs:application_submitted', 'notifications push', async (event) => {
    const row = await db
      .from('notifications')
      .where({ user_id: event.employerId, type: 'candidate_applied', entity_id: event.jobId, is_read: false })
      .whereNot('actor_id', event.candidateId)
      .count('* as total')
      .first()
    // The others still unread, and this one (its own row may be written before or after this listener runs).
    const count = Number(row?.total ?? 0) + 1
    await pushToMember(event.employerId, 'new_applicants', {
      title: count === 1 ? `New applicant for ${event.jobTitle}` : `${count} new applicants for ${event.jobTitle}`,
      body: count === 1 ? `${event.candidateName} applied to ${event.jobTitle}` : 'Open your dashboard to review them.',
      url: '/dashboard?view=applications',
      tag: `applicants-${event.jobId}`,
    })
  })
}
