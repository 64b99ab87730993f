import type { BlockType, Post } from '../../api/feed/types'
import { draftsFromPost, initialBlocks, type DraftBlock } from './blocks'

/** What the composer is opened for: a new post (optionally starting with a block type), or editing a post. */
export type ComposerRequest = { mode: 'create'; initialType?: BlockType } | { mode: 'edit'; post: Post }

export function startingBlocks(request: ComposerRequest): DraftBlock[] {
  return request.mode === 'edit' ? draftsFromPost(request.post.blocks) : initialBlocks(request.initialType)
}
