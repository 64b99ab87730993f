import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { ArticleIcon, ErrorOutlineIcon, InboxIcon } from '@hireloop/shared-ui'
import { BookmarkBorderIcon, BookmarkIcon, DeleteIcon } from '@hireloop/shared-ui/icons'
import type { Post } from '../../api/feed/types'
import { RefreshIcon } from '../../shared/icons'

export interface PostMenuProps {
  open: boolean
  anchorEl: HTMLElement | null
  post: Post
  onClose: () => void
  onEdit: () => void
  onArchive: () => void
  onRestore: () => void
  onDelete: () => void
  onToggleBookmark: () => void
  onReport: () => void
}

/** Part 1 §2 "Post menu": the owner gets Edit, Archive, Delete; everyone gets Save/Remove bookmark and Report. */
export default function PostMenu({
  open,
  anchorEl,
  post,
  onClose,
  onEdit,
  onArchive,
  onRestore,
  onDelete,
  onToggleBookmark,
  onReport,
}: PostMenuProps) {
  const pick = (action: () => void) => () => {
    onClose()
    action()
  }
  const items = []
  if (post.isOwner) {
    items.push(
      <MenuItem key="edit" onClick={pick(onEdit)}>
        <ListItemIcon>
          <ArticleIcon fontSize="small" />
        </ListItemIcon>
        Edit post
      </MenuItem>,
      post.isArchived ? (
        <MenuItem key="restore" onClick={pick(onRestore)}>
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          Restore post
        </MenuItem>
      ) : (
        <MenuItem key="archive" onClick={pick(onArchive)}>
          <ListItemIcon>
            <InboxIcon fontSize="small" />
          </ListItemIcon>
          Archive post
        </MenuItem>
      ),
      <MenuItem key="delete" onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <DeleteIcon fontSize="small" />
        </ListItemIcon>
        Delete post
      </MenuItem>
    )
  }
  items.push(
    <MenuItem key="bookmark" onClick={pick(onToggleBookmark)}>
      <ListItemIcon>
        {post.isBookmarked ? <BookmarkIcon fontSize="small" /> : <BookmarkBorderIcon fontSize="small" />}
      </ListItemIcon>
      {post.isBookmarked ? 'Remove bookmark' : 'Save bookmark'}
    </MenuItem>,
    <MenuItem key="report" onClick={pick(onReport)}>
      <ListItemIcon>
        <ErrorOutlineIcon fontSize="small" />
      </ListItemIcon>
      Report post
    </MenuItem>
  )
  return (
    <Menu
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {items}
    </Menu>
  )
}
