import type { DeletedCommentsPage } from '@hireloop/backend/api-types/feed'
import { apiJson, type CursorPage } from '@hireloop/shared-ui'

export const DELETED_COMMENTS_URL = '/api/comments/deleted'

export type DeletedComment = DeletedCommentsPage['comments'][number]

/** GET /api/comments/deleted?cursor= (admin): soft-deleted comments, newest deletion first. */
export async function fetchDeletedComments(cursor: string | null): Promise<CursorPage<DeletedComment>> {
  const url = cursor ? `${DELETED_COMMENTS_URL}?cursor=${encodeURIComponent(cursor)}` : DELETED_COMMENTS_URL
  const page = await apiJson<DeletedCommentsPage>('GET', url)
  return { items: page.comments, nextCursor: page.nextCursor, hasMore: page.nextCursor !== null }
}
