import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { SHARE_TARGET_LABELS, SHARE_TARGETS, type ShareTarget } from './share'

export interface ShareMenuProps {
  open: boolean
  anchorEl: HTMLElement | null
  onClose: () => void
  onShare: (target: ShareTarget) => void
}

const HINTS: Partial<Record<ShareTarget, string>> = { instagram: 'Copies the link' }

/** Part 1 §9: LinkedIn, Twitter, Facebook, Instagram (copies the link), WhatsApp, Copy Link. */
export default function ShareMenu({ open, anchorEl, onClose, onShare }: ShareMenuProps) {
  return (
    <Menu open={open} anchorEl={anchorEl} onClose={onClose}>
      {SHARE_TARGETS.map((target) => (
        <MenuItem
          key={target}
          onClick={() => {
            onClose()
            onShare(target)
          }}
        >
          <ListItemText primary={SHARE_TARGET_LABELS[target]} secondary={HINTS[target]} />
        </MenuItem>
      ))}
    </Menu>
  )
}
