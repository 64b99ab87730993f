import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'

/** Messages of one sender written close together are drawn as one group of bubbles. */
export interface MessageGroup {
  senderId: string
  senderName: string
  messages: MessageAnswer[]
}

const GROUP_GAP_MS = 5 * 60_000

export function groupMessages(messages: MessageAnswer[]): MessageGroup[] {
  const groups: MessageGroup[] = []
  for (const message of messages) {
    const last = groups.at(-1)
    const previous = last?.messages.at(-1)
    if (
      last &&
      previous &&
      last.senderId === message.senderId &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < GROUP_GAP_MS
    ) {
      last.messages.push(message)
    } else {
      groups.push({ senderId: message.senderId, senderName: message.sender.name, messages: [message] })
    }
  }
  return groups
}

/** The id of my last message when the other participant has read it (it shows 'Seen'), else null. */
export function seenMessageId(messages: MessageAnswer[], userId: string | null, otherId: string | null) {
  if (!userId || !otherId) return null
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!
    if (message.senderId === userId) return message.readBy.includes(otherId) ? message.id : null
  }
  return null
}
