import type { JobAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'
import useSWR from 'swr'
import type { PostPage } from '../feed/types'

export const SAVED_POSTS_KEY = '/api/posts/bookmarks?limit=50'
export const SAVED_JOBS_KEY = '/api/jobs?saved=true&limit=50'

export type SavedJob = Pick<JobAnswer, 'id' | 'title' | 'location' | 'payRate' | 'payUnit'> & {
  company: Pick<JobAnswer['company'], 'id' | 'name'>
}

/** GET /api/posts/bookmarks: the posts the reader saved, newest save first. */
export function useSavedPosts() {
  return useSWR<PostPage>(SAVED_POSTS_KEY, (url: string) => apiJson<PostPage>('GET', url))
}

/** GET /api/jobs?saved=true: the jobs the reader saved. */
export function useSavedJobs() {
  return useSWR<{ jobs: SavedJob[] }>(SAVED_JOBS_KEY, (url: string) => apiJson<{ jobs: SavedJob[] }>('GET', url))
}

/** POST /api/posts/{id}/bookmark toggles the save off (the post is saved when listed). */
export function unsavePost(id: string) {
  return apiJson<{ bookmarked: boolean }>('POST', `/api/posts/${encodeURIComponent(id)}/bookmark`)
}

/** POST /api/jobs/{id}/interactions {type: 'save'} toggles the save off (the job is saved when listed). */
export function unsaveJob(id: string) {
  return apiJson<{ save: boolean; message: string }>('POST', `/api/jobs/${encodeURIComponent(id)}/interactions`, {
    type: 'save',
  })
}
