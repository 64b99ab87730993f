import { mutate as globalMutate, type ScopedMutator } from 'swr'

/** Every read that shows jobs or counts them: lists, details, company pages and dashboards, saved/applied, founders. */
const JOB_READS = ['/api/jobs', '/api/companies', '/api/user/job-interactions', '/api/applications', '/api/early-bird']

const isJobRead = (key: unknown): key is string =>
  typeof key === 'string' &&
  JOB_READS.some((prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`))

/**
 * After a job is posted, edited, paused or deleted: every cached read that shows it is read again. Reads no screen
 * shows now are dropped, so the next screen to show them loads them afresh (the app never revalidates stale data on
 * its own); `keep` names reads on screen that refresh in place instead of showing 'Loading' again.
 */
export async function revalidateJobLists(keep: readonly string[] = [], mutate: ScopedMutator = globalMutate) {
  await Promise.all([
    mutate((key) => isJobRead(key) && !keep.includes(key), undefined, { revalidate: true }),
    ...keep.map((key) => mutate(key)),
  ])
}
