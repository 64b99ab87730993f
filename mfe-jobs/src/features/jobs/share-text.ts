import type { Job } from '../../api/jobs/types'

/** The words of the share dialog (part 2 §2 "Share-internally dialog", §5 "Share dialog", §8). */
export const SHARE_MESSAGES = {
  posted: 'Posted to Feed!',
  captionRequired: { title: 'Caption Required', description: 'Please write something about this job before posting.' },
  failed: 'Post Failed',
  shared: 'Shared Successfully!',
  shareFailed: 'Share Failed',
  noConversations: {
    title: 'No Conversations Selected',
    description: 'Please select at least one conversation to share this job with.',
  },
  recommended: 'Recommendations Sent!',
  recommendationFailed: 'Recommendation Failed',
  noConnections: {
    title: 'No Connections Selected',
    description: 'Please select at least one connection to recommend this job to.',
  },
} as const

export const SHARE_TABS = ['messaging', 'connections', 'feed'] as const
export type ShareTab = (typeof SHARE_TABS)[number]

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** The button of each tab: 'Share to N conversation(s)', 'Recommend to N connection(s)', 'Share to Feed'. */
export function shareButtonLabel(tab: ShareTab, selected: number): string {
  if (tab === 'messaging') return `Share to ${plural(selected, 'conversation')}`
  if (tab === 'connections') return `Recommend to ${plural(selected, 'connection')}`
  return 'Share to Feed'
}

/** The job's own address: the jobs page with its detail open (what a shared link carries). */
export const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`

/**
 * The message a conversation receives (part 2 §7 POST /api/messages): one recommendation line with the job's title,
 * company and link, then the sender's note when there is one. Written like the server's recommendation to a
 * connection, so the Messages page shows both alike.
 */
export function shareMessageText(job: Pick<Job, 'id' | 'title' | 'company'>, note: string): string {
  const company = job.company?.name ? ` at ${job.company.name}` : ''
  const line = `Check out this job: ${job.title}${company} — ${jobPath(job.id)}`
  const trimmed = note.trim()
  return trimmed ? `${line}\n\n${trimmed}` : line
}
