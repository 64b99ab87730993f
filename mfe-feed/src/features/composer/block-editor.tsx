import { Box, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import { DeleteIcon } from '@hireloop/shared-ui/icons'
import { ArrowDownIcon, ArrowUpIcon } from '../../shared/icons'
import { BlockFields } from './block-fields'
import { BLOCK_LABELS } from './block-labels'
import type { DraftBlock } from './blocks'

export interface BlockEditorProps {
  block: DraftBlock
  index: number
  count: number
  /** Upload progress (0–100) while this block's file is sent. */
  progress: number | null
  onChange: (changes: Record<string, unknown>) => void
  onHashtagText: (text: string) => void
  onMove: (direction: -1 | 1) => void
  onRemove: () => void
  onUpload: (file: File) => void
}

export function BlockEditor({
  block,
  index,
  count,
  progress,
  onChange,
  onHashtagText,
  onMove,
  onRemove,
  onUpload,
}: BlockEditorProps) {
  const label = BLOCK_LABELS[block.type]
  const position = `${label} block ${index + 1}`

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={position}
      data-testid="composer-block"
      data-block-type={block.type}
      sx={{ m: 0, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary" component="div" sx={{ flex: 1, lineHeight: 1.5 }}>
          {label}
        </Typography>
        <IconButton size="small" aria-label={`Move ${position} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${position} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove ${position}`} disabled={count <= 1} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <BlockFields
        block={block}
        index={index}
        position={position}
        progress={progress}
        onChange={onChange}
        onHashtagText={onHashtagText}
        onUpload={onUpload}
      />
    </Paper>
  )
}
