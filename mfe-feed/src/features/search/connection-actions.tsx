import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { Box, Button, errorMessage, useCurrentUser, useToast } from '@hireloop/shared-ui'
import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@hireloop/backend/messaging-constants'
import { useState } from 'react'
import { useConnectionStatuses } from '../../api/connections/get-connection-statuses'
import { requestConnection } from '../../api/connections/request-connection'
import { respondToConnection } from '../../api/connections/respond-to-connection'
import type { ConnectionStatusesAnswer, PersonConnectionStatus } from '../../api/connections/types'

export const CONNECTION_WORDS = {
  connect: 'Connect',
  pending: 'Pending',
  accept: 'Accept',
  decline: 'Decline',
  connected: 'Connected',
  send: 'Send',
  cancel: 'Cancel',
  sent: 'Connection request sent',
  declined: 'Request declined',
  failed: 'Something went wrong. Please try again.',
} as const

export interface ConnectionActionsProps {
  person: { id: string; name: string }
  /** Everyone shown next to this person (the search results): their statuses come in one call. */
  peopleIds: string[]
}

/**
 * A person's connection buttons (part 2 §3 "connection"): Connect (with an optional note), Pending for a request
 * sent, Accept / Decline for a request received, Connected. The server decides; its message is the failure toast.
 */
export function ConnectionActions({ person, peopleIds }: ConnectionActionsProps) {
  const { user } = useCurrentUser()
  const ids = peopleIds.includes(person.id) ? peopleIds : [...peopleIds, person.id]
  const { data, mutate } = useConnectionStatuses(ids)
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const [composing, setComposing] = useState(false)
  const [note, setNote] = useState('')

  if (!data || !user || user.id === person.id) return null
  const status: PersonConnectionStatus = data.statuses[person.id] ?? 'none'
  const requestId = data.requestIds[person.id]

  const settle = (next: PersonConnectionStatus, id: string | null) =>
    mutate(
      (current: ConnectionStatusesAnswer | undefined) => {
        const requestIds = { ...current?.requestIds }
        if (id) requestIds[person.id] = id
        else delete requestIds[person.id]
        return { statuses: { ...current?.statuses, [person.id]: next }, requestIds }
      },
      { revalidate: false }
    )

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toast({ title: errorMessage(error, CONNECTION_WORDS.failed), variant: 'error' })
      void mutate()
    } finally {
      setBusy(false)
    }
  }

  const send = () =>
    run(async () => {
      const answer = await requestConnection(person.id, note)
      setComposing(false)
      setNote('')
      if (answer.status === 'accepted') {
        await settle('connected', answer.id)
        toast({ title: CONNECTION_WORDS.connected, variant: 'success' })
      } else {
        await settle('pending_outgoing', answer.id)
        toast({ title: CONNECTION_WORDS.sent, variant: 'success' })
      }
    })

  const respond = (answer: 'accept' | 'decline') =>
    run(async () => {
      await respondToConnection(requestId, answer)
      if (answer === 'accept') {
        await settle('connected', requestId)
        toast({ title: CONNECTION_WORDS.connected, variant: 'success' })
      } else {
        await settle('none', null)
        toast({ title: CONNECTION_WORDS.declined })
      }
    })

  const noteTooLong = note.trim().length > MESSAGING_LIMITS.connectionNoteMax

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {status === 'none' && (
        <Button variant="contained" size="small" onClick={() => setComposing(true)} disabled={busy}>
          {CONNECTION_WORDS.connect}
        </Button>
      )}
      {status === 'pending_outgoing' && (
        <Button variant="outlined" size="small" disabled>
          {CONNECTION_WORDS.pending}
        </Button>
      )}
      {status === 'pending_incoming' && (
        <>
          <Button variant="contained" size="small" onClick={() => respond('accept')} disabled={busy}>
            {CONNECTION_WORDS.accept}
          </Button>
          <Button variant="outlined" size="small" onClick={() => respond('decline')} disabled={busy}>
            {CONNECTION_WORDS.decline}
          </Button>
        </>
      )}
      {status === 'connected' && (
        <Button variant="outlined" size="small" disabled>
          {CONNECTION_WORDS.connected}
        </Button>
      )}
      <Dialog
        open={composing}
        onClose={() => !busy && setComposing(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="connect-dialog-title"
      >
        <DialogTitle id="connect-dialog-title">Connect with {person.name}</DialogTitle>
        <DialogContent>
          <TextField
            label="Add a note (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            error={noteTooLong}
            helperText={
              noteTooLong ? MESSAGING_MESSAGES.noteMax : `${note.trim().length}/${MESSAGING_LIMITS.connectionNoteMax}`
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setComposing(false)} disabled={busy}>
            {CONNECTION_WORDS.cancel}
          </Button>
          <Button variant="contained" onClick={send} disabled={busy || noteTooLong}>
            {CONNECTION_WORDS.send}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
