import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Box, Button, errorMessage, isApiError, uploadFiles, useToast } from '@hireloop/shared-ui'
import { createPost } from '../../api/feed/create-post'
import { BLOCK_TYPES, type BlockType, type Post } from '../../api/feed/types'
import { updatePost } from '../../api/feed/update-post'
import { useEffect, useRef, useState } from 'react'
import { AddIcon } from '../../lib/icons'
import type { ComposerRequest } from '../post/post-overlays'
import { BLOCK_LABELS } from './block-labels'
import { BlockEditor } from './block-editor'
import {
  addBlockAfter,
  blocksToPublish,
  draftsFromPost,
  initialBlocks,
  moveBlock,
  removeBlock,
  setHashtagText,
  updateBlockContent,
  type DraftBlock,
} from './blocks'
import { checkMediaFile, mediaKind, mediaProblemFromError } from './media-file'

export interface ComposerDialogProps {
  open: boolean
  request: ComposerRequest
  onClose: () => void
  onPublished: (post: Post) => void
}

export const COMPOSER_FAILURES = {
  create: 'Failed to create post. Please try again.',
  update: 'Failed to update post. Please try again.',
} as const

function startingBlocks(request: ComposerRequest): DraftBlock[] {
  return request.mode === 'edit' ? draftsFromPost(request.post.blocks) : initialBlocks(request.initialType)
}

/**
 * The post composer (part 1 §2): create or edit a post made of blocks. Blocks are added after any block, removed
 * (never the last), moved, and filled in locally; media is uploaded when picked; nothing is posted until Publish.
 */
export default function ComposerDialog({ open, request, onClose, onPublished }: ComposerDialogProps) {
  const { toast } = useToast()
  const [blocks, setBlocks] = useState<DraftBlock[]>(() => startingBlocks(request))
  const [progress, setProgress] = useState<Record<string, number>>({})
  const [publishing, setPublishing] = useState(false)
  const [addMenu, setAddMenu] = useState<{ anchor: HTMLElement; index: number } | null>(null)
  const uploads = useRef(new Map<string, AbortController>())
  const editing = request.mode === 'edit'

  // Every opening starts from its request: a new post with the chosen first block, or the edited post's blocks.
  useEffect(() => {
    if (!open) return
    setBlocks(startingBlocks(request))
    setProgress({})
    setPublishing(false)
  }, [open, request])

  const abortUploads = () => {
    for (const controller of uploads.current.values()) controller.abort()
    uploads.current.clear()
    setProgress({})
  }
  useEffect(() => abortUploads, [])

  const close = () => {
    if (publishing) return
    abortUploads()
    onClose()
  }

  const upload = async (block: DraftBlock, file: File) => {
    const problem = checkMediaFile(file)
    if (problem) {
      toast({ ...problem, variant: 'error' })
      return
    }
    const kind = mediaKind(file)!
    uploads.current.get(block.id)?.abort()
    const controller = new AbortController()
    uploads.current.set(block.id, controller)
    setProgress((current) => ({ ...current, [block.id]: 0 }))
    try {
      const { files } = await uploadFiles(file, {
        folder: 'media',
        signal: controller.signal,
        onProgress: (percent) => setProgress((current) => (block.id in current ? { ...current, [block.id]: percent } : current)),
      })
      const url = files[0]?.url
      if (!url) throw new Error('No file in the answer')
      // The file decides the block: a video picked in an image block makes it a video block, and back.
      setBlocks((current) =>
        current.map((item) =>
          item.id === block.id
            ? ({
                id: item.id,
                type: kind,
                content: kind === 'image'
                  ? { url, caption: (item.content as { caption?: string }).caption ?? '', alt: (item.content as { alt?: string }).alt ?? '' }
                  : { url, caption: (item.content as { caption?: string }).caption ?? '' },
              } as DraftBlock)
            : item
        )
      )
    } catch (error) {
      if (!controller.signal.aborted) toast({ ...mediaProblemFromError(error, kind), variant: 'error' })
    } finally {
      if (uploads.current.get(block.id) === controller) uploads.current.delete(block.id)
      setProgress((current) => {
        const { [block.id]: _done, ...rest } = current
        return rest
      })
    }
  }

  const publish = async () => {
    const check = blocksToPublish(blocks)
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'error' })
      return
    }
    setPublishing(true)
    try {
      const post = request.mode === 'edit' ? await updatePost(request.post.id, check.blocks) : await createPost(check.blocks)
      toast({ title: editing ? 'Post updated' : 'Post published', variant: 'success' })
      onPublished(post)
      setPublishing(false)
      onClose()
    } catch (error) {
      setPublishing(false)
      const detail = isApiError(error) && error.status === 422 ? errorMessage(error, '') : ''
      toast({ title: editing ? COMPOSER_FAILURES.update : COMPOSER_FAILURES.create, description: detail || undefined, variant: 'error' })
    }
  }

  const uploading = Object.keys(progress).length > 0

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="composer-title" scroll="paper">
      <DialogTitle id="composer-title">{editing ? 'Edit post' : 'Create a post'}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        {blocks.map((block, index) => (
          <Box key={block.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
            <BlockEditor
              block={block}
              index={index}
              count={blocks.length}
              progress={progress[block.id] ?? null}
              onChange={(changes) => setBlocks((current) => updateBlockContent(current, block.id, changes))}
              onHashtagText={(text) => setBlocks((current) => setHashtagText(current, block.id, text))}
              onMove={(direction) => setBlocks((current) => moveBlock(current, current.findIndex((item) => item.id === block.id), direction))}
              onRemove={() => {
                uploads.current.get(block.id)?.abort()
                setBlocks((current) => removeBlock(current, current.findIndex((item) => item.id === block.id)))
              }}
              onUpload={(file) => void upload(block, file)}
            />
            <Button
              size="small"
              startIcon={<AddIcon fontSize="small" />}
              aria-haspopup="menu"
              aria-label={`Add a block after block ${index + 1}`}
              onClick={(event) => setAddMenu({ anchor: event.currentTarget, index })}
              sx={{ justifySelf: 'start' }}
            >
              Add block
            </Button>
          </Box>
        ))}
        <Menu open={Boolean(addMenu)} anchorEl={addMenu?.anchor} onClose={() => setAddMenu(null)}>
          {BLOCK_TYPES.map((type: BlockType) => (
            <MenuItem
              key={type}
              onClick={() => {
                if (addMenu) setBlocks((current) => addBlockAfter(current, addMenu.index, type))
                setAddMenu(null)
              }}
            >
              {BLOCK_LABELS[type]}
            </MenuItem>
          ))}
        </Menu>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close} disabled={publishing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void publish()} loading={publishing} disabled={uploading}>
          {editing ? 'Save' : 'Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
