import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { ArchiveResponse } from './types'

/** PATCH /api/posts/{id}/archive { isArchived } → { isArchived, message } (owner only). */
export function archivePost(id: string, isArchived: boolean): Promise<ArchiveResponse> {
  return apiJson<ArchiveResponse>('PATCH', `${postKey(id)}/archive`, { isArchived })
}
