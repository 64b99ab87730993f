import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { BLOCK_TYPES, type BlockType } from '../../api/feed/types'
import { BLOCK_LABELS } from './block-labels'

/** The block types the composer can add after a block. */
export function AddBlockMenu({
  anchor,
  onPick,
  onClose,
}: {
  anchor: HTMLElement | null
  onPick: (type: BlockType) => void
  onClose: () => void
}) {
  return (
    <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={onClose}>
      {BLOCK_TYPES.map((type: BlockType) => (
        <MenuItem key={type} onClick={() => onPick(type)}>
          {BLOCK_LABELS[type]}
        </MenuItem>
      ))}
    </Menu>
  )
}
