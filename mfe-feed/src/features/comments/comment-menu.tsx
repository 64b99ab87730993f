import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'

/** Edit / Delete / Report for one comment; every choice closes the menu. */
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
