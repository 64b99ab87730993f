import type { Draft } from '@hireloop/shared-ui/offline'
import type { PostBlock } from '../../api/feed/types'
import { POST_DRAFTS_KEY } from './post-drafts-kept'

/*
| A post written offline is an outbox draft: the body POSTed to /api/posts ({ blocks }, as the composer publishes
| them). All of a member's waiting posts belong to one target, the feed.
*/

export const POST_DRAFT_TARGET = 'feed'

/** A waiting post's blocks, as they are sent. */
export function postDraftBlocks(draft: Draft): PostBlock[] {
  try {
    const blocks = (JSON.parse(draft.body) as { blocks?: unknown }).blocks
    return Array.isArray(blocks) ? (blocks as PostBlock[]) : []
  } catch {
    return []
  }
}

/** Marks whether posts may wait on this device, for the feed's next start (see post-drafts-kept.ts). */
export function markPostDraftsKept(kept: boolean) {
  try {
    if (kept) localStorage.setItem(POST_DRAFTS_KEY, '1')
    else localStorage.removeItem(POST_DRAFTS_KEY)
  } catch {
    // Storage blocked: the waiting posts show when the composer opens.
  }
}

const PREVIEW_LENGTH = 140

/** The words a waiting post is shown and named by: its blocks' main texts, in order, cut at 140 characters. */
export function postDraftPreview(blocks: readonly PostBlock[]): string {
  const words: string[] = []
  for (const block of blocks) {
    const content = block.content as Record<string, unknown>
    const text = [
      content.text,
      content.title,
      content.jobTitle,
      content.eventTitle,
      content.achievementTitle,
      content.caption,
    ].find((value): value is string => typeof value === 'string' && value.trim() !== '')
    if (text) words.push(text.trim())
    else if (block.type === 'hashtag') words.push((block.content.hashtags ?? []).join(' '))
    else if (block.type === 'image') words.push('Photo')
    else if (block.type === 'video') words.push('Video')
  }
  const preview = words.filter(Boolean).join(' · ')
  return preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview || 'Post'
}
