import type { JobAnswer } from '@hireloop/backend/api-types/jobs'
import { apiJson } from '@hireloop/shared-ui'
import useSWR, { type ScopedMutator } from 'swr'
import { postKey } from '../feed/get-post'
import type { Post, PostPage } from '../feed/types'

export const SAVED_POSTS_KEY = '/api/posts/bookmarks?limit=50'
export const SAVED_JOBS_KEY = '/api/jobs?saved=true&limit=50'

export type SavedJob = Pick<JobAnswer, 'id' | 'title' | 'location' | 'payRate' | 'payUnit'> & {
  company: Pick<JobAnswer['company'], 'id' | 'name'>
}

/**
 * What is saved changes on other screens (a post's menu, a job's card, in any area), so each opening of Saved reads
 * its lists again, however soon after the last: not the lists kept from its last opening, nor that opening's answer.
 */
export const READ_ON_OPEN = { revalidateOnMount: true, dedupingInterval: 0 } as const

/** GET /api/posts/bookmarks: the posts the reader saved, newest save first. */
export function useSavedPosts() {
  return useSWR<PostPage>(SAVED_POSTS_KEY, (url: string) => apiJson<PostPage>('GET', url), READ_ON_OPEN)
}

/** After a post is unsaved here: its own page (kept by the feed area) no longer shows it saved. */
export function markPostUnsaved(mutate: ScopedMutator, id: string) {
  return mutate<Post>(postKey(id), (post) => post && { ...post, isBookmarked: false }, { revalidate: false })
}

/** The reads of the jobs area that show a job's saved flag: its lists, its details, the reader's interactions. */
const JOB_READ_PREFIXES = ['/api/jobs', '/api/user/job-interactions']

/**
 * After a job is unsaved here: every other cached read that shows it saved is read again (and dropped if no screen
 * shows it now, so the next screen to show it loads it afresh).
 */
export function dropSavedJobReads(mutate: ScopedMutator) {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      key !== SAVED_JOBS_KEY &&
      JOB_READ_PREFIXES.some(
        (prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`)
      ),
    undefined,
    { revalidate: true }
  )
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
