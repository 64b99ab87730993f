import Popover from '@mui/material/Popover'
import { Box, Button, formatRelativeTime, IconButton, Typography, VISUALLY_HIDDEN } from '@hireloop/shared-ui'
import { CheckIcon, DeleteIcon } from '@hireloop/shared-ui/icons'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'

/*
| What the notification lists and the referral notification lists draw alike: a row, its open button, its mark
| read and delete buttons, and the header's dropdown around a list.
*/

/** A notification's row in a list; an unread one is marked by its background and `data-unread`. */
export function NotificationRow({
  testId,
  unread,
  spacing,
  children,
}: {
  testId: string
  unread: boolean
  spacing: { gap: number; pl: number; pr: number; py: number }
  children: ReactNode
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      data-unread={unread}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        ...spacing,
        bgcolor: unread ? 'action.hover' : undefined,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  )
}

/**
 * What a notification says (bold and announced "Unread:" while unread) and when, as the button that opens it;
 * `children` stand between the two.
 */
export function NotificationOpenButton({
  unread,
  message,
  createdAt,
  onOpen,
  py,
  children,
}: {
  unread: boolean
  message: string
  createdAt: string
  onOpen: () => void
  py?: number
  children?: ReactNode
}) {
  return (
    <Box
      component="button"
      type="button"
      onClick={onOpen}
      sx={{
        flex: 1,
        minWidth: 0,
        textAlign: 'left',
        border: 0,
        p: 0,
        py,
        bgcolor: 'transparent',
        color: 'inherit',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
        {unread && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Unread:{' '}
          </Box>
        )}
        {message}
      </Typography>
      {children}
      <Typography variant="caption" color="text.secondary">
        {formatRelativeTime(createdAt)}
      </Typography>
    </Box>
  )
}

/** Focus for after the button pressed leaves the page: the target when it is still there once the list has drawn. */
function focusAfterRender(target: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const element = target()
    if (element?.isConnected) element.focus()
  })
}

/** Marking read removes this button: focus moves to the row's delete button (or its open button). */
export function MarkReadButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label="Mark as read"
      title="Mark as read"
      onClick={(event) => {
        const row = event.currentTarget.closest('li')
        onClick()
        focusAfterRender(
          () =>
            row?.querySelector<HTMLElement>('button[aria-label="Delete notification"]') ??
            row?.querySelector<HTMLElement>('button')
        )
      }}
    >
      <CheckIcon fontSize="small" />
    </IconButton>
  )
}

/** Deleting removes the row: focus moves to the next notification (or the one before), not to the page's top. */
export function DeleteNotificationButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label="Delete notification"
      title="Delete"
      onClick={(event) => {
        const row = event.currentTarget.closest('li')
        const neighbour = row?.nextElementSibling ?? row?.previousElementSibling
        onClick()
        focusAfterRender(() => neighbour?.querySelector<HTMLElement>('button'))
      }}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  )
}

/** What a header button gives its dropdown. */
export interface DropdownProps {
  open: boolean
  anchorEl: HTMLElement | null
  onClose: () => void
}

/**
 * A header button's dropdown: a titled dialog over the latest notifications, a status line instead of the list
 * while it loads, when it failed or when there is none, and a link to the full screen (which closes it).
 */
export function NotificationPopover({
  open,
  anchorEl,
  onClose,
  title,
  titleId,
  paperSize,
  action,
  loading,
  failed,
  empty,
  words,
  listLabel,
  footer,
  children,
}: DropdownProps & {
  title: string
  /** The heading's id: the dialog is labelled by the heading, or else by `title`. */
  titleId?: string
  paperSize: { width: number; maxWidth: string }
  /** A button beside the title. */
  action?: ReactNode
  /** While nothing has loaded: still loading, or the load failed. */
  loading: boolean
  failed: boolean
  empty: boolean
  /** The status line shown instead of the list while loading, when loading failed, or when the list is empty. */
  words: { loading: string; failed: string; empty: string }
  listLabel?: string
  footer: { label: string; to: string }
  /** The list's items. */
  children: ReactNode
}) {
  const navigate = useNavigate()
  const status = loading ? words.loading : failed ? words.failed : empty ? words.empty : null
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: paperSize,
          role: 'dialog',
          ...(titleId ? { 'aria-labelledby': titleId } : { 'aria-label': title }),
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {status !== null ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {status}
        </Typography>
      ) : (
        <Box component="ul" aria-label={listLabel} sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
          {children}
        </Box>
      )}
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button
          size="small"
          onClick={() => {
            onClose()
            navigate(footer.to)
          }}
        >
          {footer.label}
        </Button>
      </Box>
    </Popover>
  )
}
