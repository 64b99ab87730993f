import { apiJson } from '@hireloop/shared-ui'
import { threadUrl } from './thread-url'

export interface ArchiveThreadAnswer {
  isArchived: boolean
  message: string
}

/** PATCH /api/threads/{id}/archive {isArchived}: for the caller only. */
export function archiveThread(threadId: string, isArchived: boolean): Promise<ArchiveThreadAnswer> {
  return apiJson<ArchiveThreadAnswer>('PATCH', `${threadUrl(threadId)}/archive`, { isArchived })
}
