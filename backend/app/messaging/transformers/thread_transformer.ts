import type { ThreadAnswer } from '#messaging/contract'
import type { JobSummary } from '#messaging/contract'
import { readByOf } from '#messaging/transformers/message_transformer'

/** A thread as one reader sees it: their participant row, the other person, the last message they may see. */
export interface ThreadRow {
  id: string
  job_id: string | null
  reader_id: string
  last_message_at: Date
  unread_count: number
  archived_at: Date | null
  reader_last_read_at: Date | null
  other_id: string
  other_name: string
  other_user_type: 'candidate' | 'employer' | 'admin'
  other_avatar: string | null
  other_last_read_at: Date | null
  visible_count: number | string
  lm_id: string | null
  lm_content: string | null
  lm_created_at: Date | null
  lm_sender_id: string | null
}

export function transformThread(row: ThreadRow, job: JobSummary | null): ThreadAnswer {
  const readers = [
    { userId: row.reader_id, lastReadAt: row.reader_last_read_at },
    { userId: row.other_id, lastReadAt: row.other_last_read_at },
  ]
  return {
    id: row.id,
    otherParticipant: {
      id: row.other_id,
      name: row.other_name,
      userType: row.other_user_type,
      avatar: row.other_avatar,
    },
    job: job ? { id: job.id, title: job.title, company: job.company } : null,
    lastMessage:
      row.lm_id && row.lm_created_at && row.lm_sender_id
        ? {
            id: row.lm_id,
            content: row.lm_content ?? '',
            createdAt: row.lm_created_at.toISOString(),
            senderId: row.lm_sender_id,
            readBy: readByOf(row.lm_sender_id, row.lm_created_at, readers),
          }
        : null,
    messageCount: Number(row.visible_count),
    unreadCount: row.unread_count,
    isArchived: row.archived_at !== null,
    lastActivityAt: row.last_message_at.toISOString(),
  }
}
