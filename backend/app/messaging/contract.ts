/*
| The messaging module's contract, what other modules may import from it:
| the answers of the messaging API (fixed before the code behind them so the
| server, the live stream and mfe-messaging are built against one contract;
| exported through @hireloop/backend/api-types/messaging), the events it
| emits after its transactions commit (the live stream and the
| notifications module listen), and the ports it needs of the jobs module.
| Types only: importing it runs nothing.
*/
import type { ConnectionStatus } from '#messaging/constants'

export interface ParticipantAnswer {
  id: string
  name: string
  userType: 'candidate' | 'employer' | 'admin'
  avatar: string | null
}

/** A message (part 1 §3 "Message"). `readBy` holds the sender and every participant who has read it. */
export interface MessageAnswer {
  id: string
  threadId: string
  senderId: string
  sender: { id: string; name: string }
  content: string
  /** ISO */
  createdAt: string
  readBy: string[]
}

/** A thread as its reader sees it (part 1 §3 "Thread"). */
export interface ThreadAnswer {
  id: string
  otherParticipant: ParticipantAnswer
  job: { id: string; title: string; company: string } | null
  lastMessage: Pick<MessageAnswer, 'id' | 'content' | 'createdAt' | 'senderId' | 'readBy'> | null
  messageCount: number
  unreadCount: number
  isArchived: boolean
  /** ISO: the last message's time, or the thread's creation. */
  lastActivityAt: string
}

/** GET /api/threads?archived=true|false&cursor&limit */
export interface ThreadsPage {
  threads: ThreadAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

/** GET /api/threads/{id}/messages?cursor&limit: a page of messages, oldest first; the cursor goes back in time. */
/** GET /api/user/connections: a keyset page of the reader's accepted connections. */
export interface ConnectionsPage {
  connections: ConnectionAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

export interface MessagesPage {
  messages: MessageAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

/** POST /api/threads → 201 (new) or 200 (existing) */
export interface StartThreadAnswer {
  thread: ThreadAnswer
  isExisting: boolean
}

export interface UnreadCountAnswer {
  unreadCount: number
}

/** GET /api/user/connections: accepted connections (part 2 §3 "connection"). */
export interface ConnectionAnswer {
  id: string
  name: string
  userType: 'candidate' | 'employer' | 'admin'
  location: string | null
  avatar: string | null
  /** The connection row's id (remove with DELETE /api/connections/{connectionId}). */
  connectionId: string
}

/** A connection request as either side sees it (GET /api/connections/requests). */
export interface ConnectionRequestAnswer {
  id: string
  status: ConnectionStatus
  note: string | null
  /** ISO */
  createdAt: string
  direction: 'incoming' | 'outgoing'
  person: ParticipantAnswer & { location: string | null }
}

/** GET /api/connections/requests?direction&cursor&limit: a keyset page of pending requests, the newest first. */
export interface ConnectionRequestsPage {
  requests: ConnectionRequestAnswer[]
  nextCursor: string | null
  hasMore: boolean
}

/** Events pushed on the live stream (private channel `users/{id}`), each `{ type, ... }`. */
export type LiveEvent =
  | { type: 'message'; message: MessageAnswer; thread: ThreadAnswer }
  | { type: 'read'; threadId: string; readerId: string; readAt: string }
  | { type: 'unread_messages'; unreadCount: number }
  | { type: 'unread_notifications'; unreadCount: number }

/** A message was stored; `recipientId` is the other participant. */
export interface MessageSent {
  threadId: string
  messageId: string
  senderId: string
  recipientId: string
  /** Held by moderation's screening: hidden from the recipient until reviewed, so not delivered to them. */
  held: boolean
}

/** A participant read a thread up to `readAt` (ISO). */
export interface ThreadRead {
  threadId: string
  readerId: string
  otherUserId: string
  readAt: string
}

export interface ConnectionRequested {
  connectionId: string
  requesterId: string
  requesterName: string
  targetId: string
}

export interface ConnectionAccepted {
  connectionId: string
  requesterId: string
  targetId: string
  targetName: string
}

/** A connection recommended a job (one event per recipient; the message is already in their thread). */
export interface JobRecommended {
  jobId: string
  jobTitle: string
  companyName: string
  senderId: string
  senderName: string
  recipientId: string
  threadId: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'messaging:message_sent': MessageSent
    'messaging:thread_read': ThreadRead
    'messaging:connection_requested': ConnectionRequested
    'messaging:connection_accepted': ConnectionAccepted
    'messaging:job_recommended': JobRecommended
  }
}

export interface JobSummary {
  id: string
  title: string
  company: string
  ownerId: string
  status: 'active' | 'paused'
}

export type JobSummaryResolver = (jobId: string) => Promise<JobSummary | null>
/** True when one of the two applied to a job the other owns (to `jobId` when given). */
export type ApplicationLinkResolver = (userA: string, userB: string, jobId: string | null) => Promise<boolean>

declare global {
  interface HireloopPorts {
    /** A thread's job line, a recommendation's text (the jobs module); without it a thread has no job. */
    'jobs:job-summary': JobSummaryResolver
    /** Who may message whom through an application (the jobs module); without it only connections can talk. */
    'jobs:application-link': ApplicationLinkResolver
  }
}
