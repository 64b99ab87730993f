import type { JobAnswer, JobsPage } from '@hireloop/backend/api-types/jobs'
import { apiJson, useCursorList, type CursorPage } from '@hireloop/shared-ui'
import type { ScopedMutator } from 'swr'
import { postKey } from '../feed/get-post'
import type { Post, PostPage } from '../feed/types'

/** Saved items per page (the most either list answers at once). */
export const SAVED_PAGE_SIZE = 50

export type SavedJob = Pick<JobAnswer, 'id' | 'title' | 'location' | 'payRate' | 'payUnit'> & {
  company: Pick<JobAnswer['company'], 'id' | 'name'>
}

const withCursor = (url: string, cursor: string | null) =>
  cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url

/** GET /api/posts/bookmarks: a page of the posts the reader saved, newest save first. */
export function savedPostsUrl(cursor: string | null) {
  return withCursor(`/api/posts/bookmarks?limit=${SAVED_PAGE_SIZE}`, cursor)
}

export async function fetchSavedPostsPage(cursor: string | null): Promise<CursorPage<Post>> {
  const page = await apiJson<PostPage>('GET', savedPostsUrl(cursor))
  return { items: page.posts, nextCursor: page.nextCursor ?? null, hasMore: page.hasMore === true }
}

/**
 * The saved posts, a page at a time. What is saved changes on other screens (a post's menu, in any area), so each
 * opening of Saved reads the list again from its first page.
 */
export function useSavedPosts() {
  return useCursorList<Post>('saved-posts', fetchSavedPostsPage)
}

/** GET /api/jobs?saved=true: a page of the jobs the reader saved, in the jobs browse's order. */
export function savedJobsUrl(cursor: string | null) {
  return withCursor(`/api/jobs?saved=true&limit=${SAVED_PAGE_SIZE}`, cursor)
}

/** A page of saved jobs as the server (or the device's kept copy, offline) answers it. */
export type SavedJobsAnswer = Pick<JobsPage, 'nextCursor' | 'hasMore'> & { jobs: SavedJob[] }

/** After a post is unsaved here: its own page (kept by the feed area) no longer shows it saved. */
export function markPostUnsaved(mutate: ScopedMutator, id: string) {
  return mutate<Post>(postKey(id), (post) => post && { ...post, isBookmarked: false }, { revalidate: false })
}

/** The reads of the jobs area that show a job's saved flag: its lists, its details, the reader's interactions. */
const JOB_READ_PREFIXES = ['/api/jobs', '/api/user/job-interactions']

/**
 * After a job is unsaved here: every cached read of the jobs area that shows it saved is read again (and dropped if no screen
 * shows it now, so the next screen to show it loads it afresh).
 */
export function dropSavedJobReads(mutate: ScopedMutator) {
  return mutate(
    (key) =>
      typeof key === 'string' &&
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
