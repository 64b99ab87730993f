import { randomBytes } from 'node:crypto'
import { errors } from '@vinejs/vine'
import { LIMITS, MESSAGES, type BlockType } from '#feed/constants'

/*
| What a post is made of once validated: non-empty blocks with stable ids,
| plus what is derived from them and stored beside them (plain text,
| hashtags, mentions, media). Pure functions, used on create and edit.
*/

export interface Block {
  id: string
  type: BlockType
  content: Record<string, unknown>
  alignment?: 'left' | 'center' | 'right'
}

export interface PostMedia {
  type: 'job' | 'link' | 'image' | 'video'
  url: string | null
  title: string | null
  description: string | null
  preview: string | null
}

export interface MediaFile {
  type: 'image' | 'video'
  url: string
  caption: string | null
  alt: string | null
}

export interface NormalizedPost {
  blocks: Block[]
  content: string
  hashtags: string[]
  mentions: string[]
  media: PostMedia | null
  mediaFiles: MediaFile[]
}

/** Input as the validator leaves it: optional, nullable, trimmed fields. */
export interface BlockInput {
  id?: string | null
  type: BlockType
  content?: Record<string, unknown> | null
  alignment?: 'left' | 'center' | 'right' | null
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/** 21 random URL-safe characters (part 1 §9 "Post block id"). */
export function newBlockId() {
  const bytes = randomBytes(21)
  let id = ''
  for (const byte of bytes) id += ID_ALPHABET[byte & 63]
  return id
}

/**
 * Media may point at the web (http/https) or at a path on this site (the
 * upload endpoint's answers); never javascript:, data: or protocol-relative.
 */
export function isSafeMediaUrl(value: string) {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point of this test
  if (/[\s\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Keeps the non-empty string fields of a block's content, in order. */
function pick(content: Record<string, unknown>, keys: string[]) {
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const value = str(content[key])
    if (value) out[key] = value
  }
  return out
}

export function normalizeHashtag(raw: string) {
  const tag = raw.trim().replace(/^#+/, '').normalize('NFKC').toLowerCase()
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null
}

function hashtagList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const tags: string[] = []
  for (const item of items) {
    if (typeof item !== 'string') continue
    // Display form: the tag as typed, without '#' and inner spaces.
    const tag = item.trim().replace(/^#+/, '').replace(/\s+/g, '')
    if (tag && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag)
  }
  return tags.slice(0, LIMITS.hashtagsPerBlock)
}

function cleanContent(type: BlockType, content: Record<string, unknown>, nested: boolean) {
  switch (type) {
    case 'paragraph':
    case 'quote':
      return pick(content, ['text'])
    case 'heading': {
      const level = typeof content.level === 'number' ? content.level : 2
      return { ...pick(content, ['text']), level }
    }
    case 'image':
      return pick(content, ['url', 'caption', 'alt'])
    case 'video':
      return pick(content, ['url', 'caption'])
    case 'article': {
      const out = pick(content, ['title', 'subtitle'])
      if (Array.isArray(content.body) && !nested) {
        const body = normalizeList(content.body as BlockInput[], true)
        if (body.length) out.body = body
      } else if (str(content.body)) {
        out.body = str(content.body)
      }
      return out
    }
    case 'job':
      return pick(content, ['jobId', 'jobTitle', 'company', 'location', 'salary', 'description', 'requirements'])
    case 'event':
      return pick(content, ['eventTitle', 'eventDate', 'eventTime', 'eventLocation', 'eventDescription'])
    case 'achievement':
      return {
        ...pick(content, ['achievementTitle', 'achievementDescription', 'achievementDate']),
        achievementType: str(content.achievementType) || 'milestone',
      }
    case 'hashtag':
      return { hashtags: hashtagList(content.hashtags) }
    case 'schedule':
      return {
        ...pick(content, ['scheduledDate', 'scheduledTime']),
        timezone: str(content.timezone) || 'UTC',
      }
    case 'divider':
      return {}
  }
}

/** Part 1 §5 "Composer": which blocks count. */
export function isBlockNonEmpty(type: BlockType, content: Record<string, unknown>) {
  switch (type) {
    case 'paragraph':
    case 'heading':
    case 'quote':
      return !!content.text
    case 'image':
    case 'video':
      return !!content.url
    case 'article':
      return !!content.title
    case 'job':
      return !!content.jobTitle
    case 'event':
      return !!content.eventTitle
    case 'achievement':
      return !!content.achievementTitle
    case 'hashtag':
      return Array.isArray(content.hashtags) && content.hashtags.length > 0
    case 'schedule':
      return !!content.scheduledDate
    case 'divider':
      return true
  }
}

function normalizeList(input: BlockInput[], nested: boolean): Block[] {
  const blocks: Block[] = []
  for (const raw of input) {
    const content = cleanContent(raw.type, raw.content ?? {}, nested)
    if (!isBlockNonEmpty(raw.type, content)) continue
    const block: Block = { id: raw.id ?? '', type: raw.type, content }
    if (raw.alignment) block.alignment = raw.alignment
    blocks.push(block)
  }
  return blocks
}

/** Every block (article bodies included), depth first. */
function* walk(blocks: Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block
    if (block.type === 'article' && Array.isArray(block.content.body)) yield* walk(block.content.body as Block[])
  }
}

function blockText(block: Block): string[] {
  const c = block.content as Record<string, string | undefined>
  switch (block.type) {
    case 'paragraph':
    case 'quote':
    case 'heading':
      return [c.text ?? '']
    case 'image':
    case 'video':
      return [c.caption ?? '']
    case 'article':
      return [c.title ?? '', c.subtitle ?? '', typeof c.body === 'string' ? c.body : '']
    case 'job':
      return [c.jobTitle, c.company, c.location, c.salary, c.description, c.requirements].map((v) => v ?? '')
    case 'event':
      return [c.eventTitle, c.eventLocation, c.eventDescription].map((v) => v ?? '')
    case 'achievement':
      return [c.achievementTitle ?? '', c.achievementDescription ?? '']
    case 'hashtag':
      return [((block.content.hashtags as string[]) ?? []).map((tag) => `#${tag}`).join(' ')]
    case 'schedule':
    case 'divider':
      return []
  }
}

const HASHTAG_IN_TEXT = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,50})/gu
const MENTION_IN_TEXT = /(^|[^\p{L}\p{N}_.@/])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,48}[\p{L}\p{N}_])?)/gu

export function extractHashtags(blocks: Block[], text: string) {
  const tags = new Set<string>()
  for (const block of walk(blocks)) {
    if (block.type !== 'hashtag') continue
    for (const raw of block.content.hashtags as string[]) {
      const tag = normalizeHashtag(raw)
      if (tag) tags.add(tag)
    }
  }
  for (const match of text.matchAll(HASHTAG_IN_TEXT)) {
    const tag = normalizeHashtag(match[2])
    if (tag) tags.add(tag)
  }
  return [...tags].slice(0, LIMITS.hashtagsPerPost)
}

export function extractMentions(text: string) {
  const names = new Set<string>()
  for (const match of text.matchAll(MENTION_IN_TEXT)) {
    names.add(match[2].normalize('NFKC').toLowerCase().slice(0, LIMITS.mentionLength))
  }
  return [...names].slice(0, LIMITS.mentionsPerPost)
}

function mediaOf(blocks: Block[], text: string): PostMedia | null {
  for (const block of walk(blocks)) {
    const c = block.content as Record<string, string | undefined>
    if (block.type === 'image' || block.type === 'video') {
      return {
        type: block.type,
        url: c.url!,
        title: c.caption ?? null,
        description: c.alt ?? null,
        preview: block.type === 'image' ? c.url! : null,
      }
    }
  }
  for (const block of walk(blocks)) {
    const c = block.content as Record<string, string | undefined>
    if (block.type === 'job') {
      const description = [c.company, c.location, c.salary].filter(Boolean).join(' · ')
      // A block linked to a real job (jobId) links to its page.
      const url = c.jobId ? `/jobs/${c.jobId}` : null
      return { type: 'job', url, title: c.jobTitle!, description: description || null, preview: null }
    }
  }
  const link = /https?:\/\/[^\s<>"']+/i.exec(text)?.[0]
  if (link && isSafeMediaUrl(link)) return { type: 'link', url: link, title: null, description: null, preview: null }
  return null
}

function emptyPostError() {
  return new errors.E_VALIDATION_ERROR([{ field: 'blocks', message: MESSAGES.emptyPost, rule: 'emptyContent' }])
}

/**
 * Drops empty blocks (nested article bodies too), applies defaults, keeps
 * valid ids and gives fresh ones to blocks without (or with a repeated) id,
 * then derives the plain text, hashtags, mentions and media. Refuses a post
 * with nothing left, or with more text than a post may hold.
 */
export function normalizePost(input: BlockInput[]): NormalizedPost {
  const blocks = normalizeList(input, false)
  if (blocks.length === 0) throw emptyPostError()

  const seen = new Set<string>()
  for (const block of walk(blocks)) {
    if (!block.id || seen.has(block.id)) block.id = newBlockId()
    seen.add(block.id)
  }

  const content = [...walk(blocks)]
    .flatMap(blockText)
    .filter((line) => line !== '')
    .join('\n\n')
  if (content.length > LIMITS.postText) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'blocks', message: MESSAGES.postTooLong, rule: 'maxLength' }])
  }

  const mediaFiles: MediaFile[] = []
  for (const block of walk(blocks)) {
    if (block.type !== 'image' && block.type !== 'video') continue
    const c = block.content as Record<string, string | undefined>
    mediaFiles.push({ type: block.type, url: c.url!, caption: c.caption ?? null, alt: c.alt ?? null })
  }

  return {
    blocks,
    content,
    hashtags: extractHashtags(blocks, content),
    mentions: extractMentions(content),
    media: mediaOf(blocks, content),
    mediaFiles,
  }
}
