/*
| Parts of the feed's event payloads, written once for the actions that emit them.
*/
import type { PostPublished } from '#feed/contract'
import type { NormalizedPost } from '#feed/rules/blocks'

/** What moderation's screening reads of a post just published or edited. */
export function publishedEvent(postId: string, authorId: string, post: NormalizedPost, edited: boolean): PostPublished {
  const image = post.mediaFiles.find((file) => file.type === 'image')
  return { postId, authorId, content: post.content, imageUrl: image?.url ?? null, edited }
}

/** A short quote of a text for notifications. */
export function excerpt(text: string, length = 80) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}
