import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'

/**
 * Edit / Delete / Report for one comment; every choice closes the menu, which hands focus back to the options
 * button. Edit's field takes it from there as it mounts (CommentInput focuses after the menu's hand-back).
 */
export function CommentMenu({
  anchor,
  onClose,
  onEdit,
  onDelete,
  onReport,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  onEdit: () => void
  onDelete: () => void
  onReport: () => void
}) {
  const choose = (action: () => void) => () => {
    action()
    onClose()
  }
  return (
    <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={onClose}>
      <MenuItem onClick={choose(onEdit)}>Edit</MenuItem>
      <MenuItem onClick={choose(onDelete)}>Delete</MenuItem>
      <MenuItem onClick={choose(onReport)}>Report</MenuItem>
    </Menu>
  )
}
