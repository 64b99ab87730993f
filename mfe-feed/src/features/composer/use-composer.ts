import { errorMessage, isApiError, useCurrentUser, useToast } from '@hireloop/shared-ui'
import { draftUploads, editDraft, sendOrKeep } from '@hireloop/shared-ui/offline'
import { useEffect, useState } from 'react'
import { POSTS_URL } from '../../api/feed/get-posts'
import type { BlockType, Post } from '../../api/feed/types'
import { updatePost } from '../../api/feed/update-post'
import {
  addBlockAfter,
  blocksToPublish,
  moveBlock,
  removeBlock,
  setHashtagText,
  updateBlockContent,
  type DraftBlock,
} from './blocks'
import { startingBlocks, type ComposerRequest } from './composer-request'
import { uploadedBlock, useMediaUploads } from './use-media-uploads'
import { pendingBlock, pendingUploads, uploadPendingFiles } from './pending-media'
import { HELD_POST_NOTICE, heldReasonText } from '../../shared/held-post'
import { markPostDraftsKept, POST_DRAFT_TARGET } from './post-draft'

export const COMPOSER_FAILURES = {
  create: 'Failed to create post. Please try again.',
  update: 'Failed to update post. Please try again.',
} as const

export const POST_KEPT_NOTICE = {
  title: 'Waiting for connection',
  description: "Your post is published when you're back online.",
} as const

function isPost(answer: unknown): answer is Post {
  return typeof answer === 'object' && answer !== null && typeof (answer as Post).id === 'string'
}

/**
 * The composer's state and actions (part 1 §2): blocks edited locally, media uploaded when picked, nothing posted
 * until `publish`. Every opening starts from its request. A new post that cannot be sent now (offline, no answer,
 * 5xx) waits on the device and the composer closes; a waiting post opened again is saved back into its draft. Media
 * picked with no connection waits in its block and goes with the post: uploaded first when it is published.
 */
export function useComposer({
  open,
  request,
  onClose,
  onPublished,
}: {
  open: boolean
  request: ComposerRequest
  onClose: () => void
  onPublished: (post: Post) => void
}) {
  const { toast } = useToast()
  const { user } = useCurrentUser()
  const [blocks, setBlocks] = useState<DraftBlock[]>(() => startingBlocks(request))
  const [publishing, setPublishing] = useState(false)
  const media = useMediaUploads(
    (blockId, kind, url) =>
      setBlocks((current) => current.map((item) => (item.id === blockId ? uploadedBlock(item, kind, url) : item))),
    (blockId, kind, file) =>
      setBlocks((current) => current.map((item) => (item.id === blockId ? pendingBlock(item, kind, file) : item)))
  )
  const editing = request.mode !== 'create'

  // A new post with the chosen first block, or the edited post's blocks, at every opening (or new request); uploads
  // still running from before are aborted.
  const [started, setStarted] = useState({ open, request })
  if (started.open !== open || started.request !== request) {
    setStarted({ open, request })
    if (open) {
      setBlocks(startingBlocks(request))
      setPublishing(false)
    }
  }
  const { abortAll } = media
  useEffect(() => {
    if (open) abortAll()
  }, [open, request, abortAll])

  const close = () => {
    if (publishing) return
    media.abortAll()
    onClose()
  }

  const publish = async () => {
    const check = blocksToPublish(blocks)
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'error' })
      return
    }
    setPublishing(true)
    try {
      const uploads = pendingUploads(check.blocks, blocks)
      if (request.mode === 'draft') {
        // The draft's files become the blocks' waiting files (none: it keeps none).
        const payload = { blocks: check.blocks }
        if (uploads.length || draftUploads(request.draft).length)
          await editDraft(request.draft.id, payload, { uploads })
        else await editDraft(request.draft.id, payload)
        setPublishing(false)
        onClose()
        return
      }
      let post: Post
      if (request.mode === 'edit') {
        // A published post is changed at once: files still waiting are uploaded first.
        const ready = uploads.length ? blocksToPublish(await uploadPendingFiles(blocks)) : check
        post = await updatePost(request.post.id, ready.ok ? ready.blocks : check.blocks)
      } else {
        if (!user) throw new Error('Not signed in')
        const result = await sendOrKeep({
          kind: 'post',
          memberId: user.id,
          target: POST_DRAFT_TARGET,
          url: POSTS_URL,
          payload: { blocks: check.blocks },
          ...(uploads.length ? { uploads } : {}),
        })
        if (!result.sent) {
          markPostDraftsKept(true)
          toast({ ...POST_KEPT_NOTICE, variant: 'info' })
          setPublishing(false)
          onClose()
          return
        }
        if (!isPost(result.answer)) throw new Error('No post in the answer')
        post = result.answer
      }
      if (post.isHidden) {
        const reason = heldReasonText(post.heldReason)
        toast({
          title: HELD_POST_NOTICE.title,
          description: reason ? `${reason}. ${HELD_POST_NOTICE.description}` : HELD_POST_NOTICE.description,
          variant: 'info',
        })
      } else {
        toast({ title: request.mode === 'edit' ? 'Post updated' : 'Post published', variant: 'success' })
      }
      onPublished(post)
      setPublishing(false)
      onClose()
    } catch (error) {
      setPublishing(false)
      const detail = isApiError(error) && error.status === 422 ? errorMessage(error, '') : ''
      toast({
        title: request.mode === 'create' ? COMPOSER_FAILURES.create : COMPOSER_FAILURES.update,
        description: detail || undefined,
        variant: 'error',
      })
    }
  }

  const indexOf = (current: readonly DraftBlock[], id: string) => current.findIndex((item) => item.id === id)

  return {
    blocks,
    editing,
    publishing,
    progress: media.progress,
    uploading: media.uploading,
    close,
    publish: () => void publish(),
    upload: (block: DraftBlock, file: File) => void media.upload(block, file),
    change: (id: string, changes: Record<string, unknown>) =>
      setBlocks((current) => updateBlockContent(current, id, changes)),
    setHashtags: (id: string, text: string) => setBlocks((current) => setHashtagText(current, id, text)),
    move: (id: string, direction: -1 | 1) =>
      setBlocks((current) => moveBlock(current, indexOf(current, id), direction)),
    remove: (id: string) => {
      media.abort(id)
      setBlocks((current) => removeBlock(current, indexOf(current, id)))
    },
    addAfter: (index: number, type: BlockType) => setBlocks((current) => addBlockAfter(current, index, type)),
  }
}
