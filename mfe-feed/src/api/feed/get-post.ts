import useSWR from 'swr'
import { apiJson } from '@hireloop/shared-ui'
import type { Post } from './types'

/** SWR key of one post (GET /api/posts/{id}, the shared link /post/{id}). */
export function postKey(id: string): string {
  return `/api/posts/${encodeURIComponent(id)}`
}

export function fetchPost(id: string): Promise<Post> {
  return apiJson<Post>('GET', postKey(id))
}

/** One post; `error.status` 404 when it was deleted, archived by someone else, or never existed. */
export function usePost(id: string | null) {
  return useSWR<Post>(id ? postKey(id) : null, () => fetchPost(id!))
}
