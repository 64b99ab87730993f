import type { Draft } from '@hireloop/shared-ui/offline'
import type { BlockType, Post } from '../../api/feed/types'
import { draftsFromPost, initialBlocks, type DraftBlock } from './blocks'
import { withPendingFiles } from './pending-media'
import { postDraftBlocks } from './post-draft'

/**
 * What the composer is opened for: a new post (optionally starting with a block type), editing a post, or editing a
 * post waiting on the device to be sent.
 */
export type ComposerRequest =
  { mode: 'create'; initialType?: BlockType } | { mode: 'edit'; post: Post } | { mode: 'draft'; draft: Draft }

export function startingBlocks(request: ComposerRequest): DraftBlock[] {
  if (request.mode === 'edit') return draftsFromPost(request.post.blocks)
  if (request.mode === 'draft') return withPendingFiles(draftsFromPost(postDraftBlocks(request.draft)), request.draft)
  return initialBlocks(request.initialType)
}
