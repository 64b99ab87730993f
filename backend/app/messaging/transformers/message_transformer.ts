import type { MessageAnswer } from '#messaging/contract'

/** A participant's read position: they have read every message created at or before it. */
export interface ReadPosition {
  userId: string
  lastReadAt: Date | null
}

/** Who has read a message: its sender, then every other participant whose read position reaches it. */
export function readByOf(senderId: string, createdAt: Date, readers: ReadPosition[]) {
  const readBy = [senderId]
  for (const reader of readers) {
    if (reader.userId !== senderId && reader.lastReadAt && reader.lastReadAt.getTime() >= createdAt.getTime()) {
      readBy.push(reader.userId)
    }
  }
  return readBy
}

export interface MessageRow {
  id: string
  thread_id: string
  sender_id: string
  sender_name: string
  content: string
  created_at: Date
}

export function transformMessage(row: MessageRow, readers: ReadPosition[]): MessageAnswer {
  return {
    id: row.id,
    threadId: row.thread_id,
    senderId: row.sender_id,
    sender: { id: row.sender_id, name: row.sender_name },
    content: row.content,
    createdAt: row.created_at.toISOString(),
    readBy: readByOf(row.sender_id, row.created_at, readers),
  }
}
