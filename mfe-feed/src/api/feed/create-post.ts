import { apiJson } from '@hireloop/shared-ui'
import type { Post, PostBlock } from './types'

/** POST /api/posts { blocks } → the created post (201). Empty blocks are dropped by the server too. */
export function createPost(blocks: PostBlock[]): Promise<Post> {
  return apiJson<Post>('POST', '/api/posts', { blocks }, { idempotent: true })
}
