import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { BookmarkResponse } from './types'

/** POST /api/posts/{id}/bookmark → { bookmarked } (a toggle). */
export function bookmarkPost(id: string): Promise<BookmarkResponse> {
  return apiJson<BookmarkResponse>('POST', `${postKey(id)}/bookmark`)
}
