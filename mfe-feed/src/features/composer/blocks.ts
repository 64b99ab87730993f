import type { BlockContentByType, BlockType, PostBlock } from '../../api/feed/types'

/*
| The composer's blocks (part 1 §2 "Post composer dialog", §5 "Composer"). Pure functions over an immutable list:
| everything stays local until publish.
*/

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
export const BLOCK_ID_LENGTH = 21

/** 21 random URL-safe characters (part 1 §9). */
export function newBlockId(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)
): string {
  const bytes = random(new Uint8Array(BLOCK_ID_LENGTH))
  let id = ''
  for (const byte of bytes) id += ID_ALPHABET[byte & 63]
  return id
}

/**
 * A block while it is being written. The hashtag block keeps what was typed (comma-separated) until publish, so that
 * typing "a, " does not lose the comma. A media block picked with no connection keeps its file, waiting to upload
 * (`pending`, see pending-media.ts).
 */
export type DraftBlock = PostBlock & { hashtagText?: string; pending?: File }

const EMPTY_CONTENT: { [T in BlockType]: () => BlockContentByType[T] } = {
  paragraph: () => ({ text: '' }),
  heading: () => ({ text: '', level: 2 }),
  quote: () => ({ text: '' }),
  image: () => ({ url: '', caption: '', alt: '' }),
  video: () => ({ url: '', caption: '' }),
  article: () => ({ title: '', subtitle: '', body: '' }),
  job: () => ({ jobTitle: '', company: '', location: '', salary: '', description: '', requirements: '' }),
  event: () => ({ eventTitle: '', eventDate: '', eventTime: '', eventLocation: '', eventDescription: '' }),
  achievement: () => ({
    achievementTitle: '',
    achievementDescription: '',
    achievementDate: '',
    achievementType: 'milestone',
  }),
  hashtag: () => ({ hashtags: [] }),
  schedule: () => ({ scheduledDate: '', scheduledTime: '', timezone: 'UTC' }),
  divider: () => ({}),
}

export function createBlock(type: BlockType, id = newBlockId()): DraftBlock {
  return { id, type, content: EMPTY_CONTENT[type]() } as DraftBlock
}

/** The blocks a composer opens with: the chosen shortcut's type, or one paragraph. */
export function initialBlocks(type: BlockType = 'paragraph'): DraftBlock[] {
  return [createBlock(type)]
}

/** A post's blocks for editing: copies, so nothing changes until publish. */
export function draftsFromPost(blocks: readonly PostBlock[]): DraftBlock[] {
  if (!blocks.length) return initialBlocks()
  return blocks.map((block) => {
    const draft = { ...block, content: { ...block.content } } as DraftBlock
    if (block.type === 'hashtag') draft.hashtagText = (block.content.hashtags ?? []).join(', ')
    return draft
  })
}

/** Adds a block right after `index` (-1 puts it first). */
export function addBlockAfter(
  blocks: readonly DraftBlock[],
  index: number,
  type: BlockType,
  id?: string
): DraftBlock[] {
  const at = Math.max(0, Math.min(blocks.length, index + 1))
  return [...blocks.slice(0, at), createBlock(type, id), ...blocks.slice(at)]
}

/** Removes a block; the last remaining block is never removed. */
export function removeBlock(blocks: readonly DraftBlock[], index: number): DraftBlock[] {
  if (blocks.length <= 1 || index < 0 || index >= blocks.length) return [...blocks]
  return blocks.filter((_, at) => at !== index)
}

/** Moves a block one place up (-1) or down (+1); nothing happens at either end. */
export function moveBlock(blocks: readonly DraftBlock[], index: number, direction: -1 | 1): DraftBlock[] {
  const target = index + direction
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return [...blocks]
  const next = [...blocks]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

/** Changes a block's content; a link typed into a media block replaces the file waiting to upload there. */
export function updateBlockContent(
  blocks: readonly DraftBlock[],
  id: string,
  changes: Record<string, unknown>
): DraftBlock[] {
  return blocks.map((block) => {
    if (block.id !== id) return block
    const { pending, ...rest } = block
    const changed = { ...rest, content: { ...block.content, ...changes } } as DraftBlock
    return pending && !('url' in changes) ? { ...changed, pending } : changed
  })
}

export function setHashtagText(blocks: readonly DraftBlock[], id: string, text: string): DraftBlock[] {
  return blocks.map((block) =>
    block.id === id && block.type === 'hashtag'
      ? { ...block, hashtagText: text, content: { hashtags: parseHashtags(text) } }
      : block
  )
}

/** "a, #b ,, c" → ['a', '#b', 'c']: comma-separated, trimmed, empty entries dropped (part 1 §5). */
export function parseHashtags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Part 1 §5: paragraph, heading and quote count by trimmed text; image and video by url; article by title; job by
 * jobTitle; event by eventTitle; achievement by achievementTitle; hashtag by at least one hashtag; schedule by
 * scheduledDate; a divider always counts.
 */
export function isBlockNonEmpty(block: PostBlock): boolean {
  const content = block.content as Record<string, unknown>
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'quote':
      return trimmed(content.text) !== ''
    case 'image':
    case 'video':
      return trimmed(content.url) !== ''
    case 'article':
      return trimmed(content.title) !== ''
    case 'job':
      return trimmed(content.jobTitle) !== ''
    case 'event':
      return trimmed(content.eventTitle) !== ''
    case 'achievement':
      return trimmed(content.achievementTitle) !== ''
    case 'hashtag':
      return Array.isArray(content.hashtags) && content.hashtags.some((tag) => trimmed(tag) !== '')
    case 'schedule':
      return trimmed(content.scheduledDate) !== ''
    case 'divider':
      return true
  }
}

/** Only the fields the server stores, with empty strings left out. */
function cleanBlock(block: DraftBlock): PostBlock {
  const content: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(block.content)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') content[key] = value.trim()
    } else if (value !== undefined && value !== null) {
      content[key] = value
    }
  }
  if (block.type === 'hashtag')
    content.hashtags = parseHashtags(block.hashtagText ?? (block.content.hashtags ?? []).join(','))
  const clean = { id: block.id, type: block.type, content } as PostBlock
  if (block.alignment) clean.alignment = block.alignment
  return clean
}

export type PublishCheck = { ok: true; blocks: PostBlock[] } | { ok: false; title: string; description: string }

export const EMPTY_CONTENT_PROBLEM = {
  title: 'Empty content',
  description: 'Please add some content before publishing.',
} as const

/** Drops empty blocks (a media block with a file waiting to upload is not); refuses a post with nothing left. */
export function blocksToPublish(blocks: readonly DraftBlock[]): PublishCheck {
  const kept = blocks.filter((block) => block.pending || isBlockNonEmpty(cleanBlock(block))).map(cleanBlock)
  if (kept.length === 0) return { ok: false, ...EMPTY_CONTENT_PROBLEM }
  return { ok: true, blocks: kept }
}
