import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'
import { ConfirmDialog, errorMessage, IconButton, useToast } from '@hireloop/shared-ui'
import { blockText, ReportDialog, useSendReport, useSetBlocked } from '@hireloop/shared-ui/helpers'
import { MoreVertIcon } from '@hireloop/shared-ui/icons'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { REPORT_TEXT } from './member-safety'

/** A message as the report dialog quotes it: the start of its text. */
const QUOTE_MAX = 120
function quote(content: string) {
  const text = content.replace(/\s+/g, ' ').trim()
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text
}

export interface ConversationActionsMenuProps {
  person: { id: string; name: string }
  /** Their latest message shown in the conversation, the one "Report message" sends; null when they wrote none. */
  lastMessage: MessageAnswer | null
  /** Whether the signed-in member blocked them (GET /api/user/blocks). */
  blocked: boolean
  /** After a block or an unblock went through. */
  onBlockedChange: (blocked: boolean) => void
}

/**
 * The conversation's "⋮": report the other member's latest message or their profile (a guideline and optional
 * details, for the moderators), and Block / Unblock them. MUI gives focus back to the button when the menu, or a
 * dialog it opened, closes.
 */
export function ConversationActionsMenu({
  person,
  lastMessage,
  blocked,
  onBlockedChange,
}: ConversationActionsMenuProps) {
  const { toast } = useToast()
  const buttonId = useId()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [reporting, setReporting] = useState(false)
  // What the open report is about, fixed when it opened (a message arriving meanwhile does not change it).
  const [target, setTarget] = useState<{ type: 'profile' } | { type: 'message'; message: MessageAnswer }>({
    type: 'profile',
  })
  const [confirmBlock, setConfirmBlock] = useState(false)
  const [busy, setBusy] = useState(false)
  const close = () => setAnchor(null)

  const openReport = (next: typeof target) => {
    close()
    setTarget(next)
    setReporting(true)
  }

  const sendReport = useSendReport()
  const setBlockedOnServer = useSetBlocked()
  const report = (reason: string) => {
    const contentId = target.type === 'message' ? target.message.id : person.id
    return sendReport({ contentType: target.type, contentId, reason }, REPORT_TEXT[target.type])
  }

  const setBlocked = async (block: boolean) => {
    setBusy(true)
    try {
      const answer = await setBlockedOnServer(person, block)
      onBlockedChange(block)
      toast({ title: answer.message, variant: 'success' })
    } catch (error) {
      toast({
        title: block ? 'Failed to block' : 'Failed to unblock',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
    } finally {
      setBusy(false)
      setConfirmBlock(false)
    }
  }

  const text = blockText(person.name)
  const reportTitle = target.type === 'message' ? 'Report message' : 'Report profile'
  const reportDescription =
    target.type === 'message'
      ? `Tell the moderators what is wrong with this message from ${person.name}: “${quote(target.message.content)}”`
      : `Tell the moderators what is wrong with ${person.name}'s profile.`

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label="More actions"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {lastMessage && (
          <MenuItem onClick={() => openReport({ type: 'message', message: lastMessage })}>
            Report their last message
          </MenuItem>
        )}
        <MenuItem onClick={() => openReport({ type: 'profile' })}>Report profile</MenuItem>
        <MenuItem
          disabled={busy}
          onClick={() => {
            close()
            if (blocked) void setBlocked(false)
            else setConfirmBlock(true)
          }}
        >
          {blocked ? 'Unblock' : 'Block'}
        </MenuItem>
      </Menu>
      <ReportDialog
        open={reporting}
        title={reportTitle}
        description={reportDescription}
        onSubmit={report}
        onClose={() => setReporting(false)}
      />
      <ConfirmDialog
        open={confirmBlock}
        title={text.title}
        description={text.description}
        confirmLabel="Block"
        loading={busy}
        onConfirm={() => void setBlocked(true)}
        onCancel={() => setConfirmBlock(false)}
      />
    </>
  )
}
