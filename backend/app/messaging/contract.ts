/*
| The answers of the messaging API, fixed before the code behind
| them so the server, the live stream and mfe-messaging are built against one
| contract. Exported through @hireloop/backend/api-types/messaging.
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

/** Events pushed on the live stream (private channel `users/{id}`), each `{ type, ... }`. */
export type LiveEvent =
  | { type: 'message'; message: MessageAnswer; thread: ThreadAnswer }
  | { type: 'read'; threadId: string; readerId: string; readAt: string }
  | { type: 'unread_messages'; unreadCount: number }
  | { type: 'unread_notifications'; unreadCount: number }
