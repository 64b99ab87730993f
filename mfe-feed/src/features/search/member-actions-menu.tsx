import { ConfirmDialog, errorMessage, IconButton, useToast } from '@hireloop/shared-ui'
import { blockText, ReportDialog, useSendReport, useSetBlocked } from '@hireloop/shared-ui/helpers'
import { MoreVertIcon } from '@hireloop/shared-ui/icons'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { connectionStatusesKey } from '../../api/connections/get-connection-statuses'
import { REPORT_TEXT } from './member-safety'

export interface MemberActionsMenuProps {
  person: { id: string; name: string }
  /** Whether the signed-in member blocked this person (GET /api/user/blocks). */
  blocked: boolean
}

/**
 * The "⋮" of a member's profile: Report profile (a guideline and optional details, sent to the moderators) and
 * Block / Unblock. Focus goes back to the button once the menu, or a dialog it opened, has closed (MUI restores it).
 */
export function MemberActionsMenu({ person, blocked }: MemberActionsMenuProps) {
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const buttonId = useId()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [reporting, setReporting] = useState(false)
  const [confirmBlock, setConfirmBlock] = useState(false)
  const [busy, setBusy] = useState(false)

  const sendReport = useSendReport()
  const setBlockedOnServer = useSetBlocked()
  const report = (reason: string) => sendReport({ contentType: 'profile', contentId: person.id, reason }, REPORT_TEXT)

  /** Blocks or unblocks; the list of blocks and how the two stand (a block removes the connection) are read again. */
  const setBlocked = async (block: boolean) => {
    setBusy(true)
    try {
      const answer = await setBlockedOnServer(person, block)
      void mutate(connectionStatusesKey([person.id]))
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

  const close = () => setAnchor(null)
  const text = blockText(person.name)

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
        <MenuItem
          onClick={() => {
            close()
            setReporting(true)
          }}
        >
          Report profile
        </MenuItem>
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
        title="Report profile"
        description={`Tell the moderators what is wrong with ${person.name}'s profile.`}
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
