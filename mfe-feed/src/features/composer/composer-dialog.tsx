import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { Box, Button } from '@hireloop/shared-ui'
import { AddIcon } from '@hireloop/shared-ui/icons'
import { useState } from 'react'
import type { Post } from '../../api/feed/types'
import { AddBlockMenu } from './add-block-menu'
import { BlockEditor } from './block-editor'
import type { ComposerRequest } from './composer-request'
import { useComposer } from './use-composer'

const COMPOSER_TITLES = { create: 'Create a post', edit: 'Edit post', draft: 'Edit waiting post' } as const

export interface ComposerDialogProps {
  open: boolean
  request: ComposerRequest
  onClose: () => void
  onPublished: (post: Post) => void
}

/**
 * The post composer (part 1 §2): create or edit a post made of blocks. Blocks are added after any block, removed
 * (never the last), moved, and filled in locally; media is uploaded when picked; nothing is posted until Publish. A
 * post waiting on the device to be sent opens here to be edited, and Save keeps it waiting.
 */
export default function ComposerDialog(props: ComposerDialogProps) {
  const composer = useComposer(props)
  const [addMenu, setAddMenu] = useState<{ anchor: HTMLElement; index: number } | null>(null)
  const { blocks, editing, publishing } = composer

  return (
    <Dialog
      open={props.open}
      onClose={composer.close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="composer-title"
      scroll="paper"
    >
      <DialogTitle id="composer-title">{COMPOSER_TITLES[props.request.mode]}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        {blocks.map((block, index) => (
          <Box key={block.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
            <BlockEditor
              block={block}
              index={index}
              count={blocks.length}
              progress={composer.progress[block.id] ?? null}
              onChange={(changes) => composer.change(block.id, changes)}
              onHashtagText={(text) => composer.setHashtags(block.id, text)}
              onMove={(direction) => composer.move(block.id, direction)}
              onRemove={() => composer.remove(block.id)}
              onUpload={(file) => composer.upload(block, file)}
            />
            <Button
              size="small"
              startIcon={<AddIcon fontSize="small" />}
              aria-haspopup="menu"
              aria-label={`Add block after block ${index + 1}`}
              onClick={(event) => setAddMenu({ anchor: event.currentTarget, index })}
              sx={{ justifySelf: 'start' }}
            >
              Add block
            </Button>
          </Box>
        ))}
        <AddBlockMenu
          anchor={addMenu?.anchor ?? null}
          onClose={() => setAddMenu(null)}
          onPick={(type) => {
            if (addMenu) composer.addAfter(addMenu.index, type)
            setAddMenu(null)
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={composer.close} disabled={publishing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={composer.publish} loading={publishing} disabled={composer.uploading}>
          {editing ? 'Save' : 'Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
