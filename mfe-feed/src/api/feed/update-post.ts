import { apiJson } from '@hireloop/shared-ui'
import { postKey } from './get-post'
import type { Post, PostBlock } from './types'

/** PUT /api/posts/{id} { blocks } → the updated post (owner only; others get 403). */
export function updatePost(id: string, blocks: PostBlock[]): Promise<Post> {
  return apiJson<Post>('PUT', postKey(id), { blocks })
}
