/*
| The notifications module's contract, what other modules may import from
| it: its answer types and the port it needs of messaging. It emits no
| event; it listens to the other modules' events (start.ts). Types only:
| importing it runs nothing.
*/
export type { NotificationJson, PushPreferenceName, PushPreferences } from '#notifications/api_types'

/** Whether the recipient has not read the message of that thread yet. */
export type UnreadMessageCheck = (recipientId: string, threadId: string, messageId: string) => Promise<boolean>

declare global {
  interface HireloopPorts {
    /** Web Push of a new message waits, then asks this (the messaging module) before buzzing the recipient. */
    'messaging:unread-message': UnreadMessageCheck
  }
}
