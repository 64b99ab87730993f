import type { ConnectionAnswer } from '@hireloop/backend/api-types/messaging'
import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'
import { Box, Button, Typography, useToast } from '@hireloop/shared-ui'
import Alert from '@mui/material/Alert'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { askForReferral } from '../../api/referrals/ask-referral'
import { useReferrerFromAddress } from '../../shared/ask-referral-address'
import { ConnectionPicker } from '../../shared/people-pickers'
import {
  ASK_REFERRAL_TEXT,
  askRefusal,
  referrerOf,
  validateAsk,
  type AskErrors,
  type AskMode,
  type AskValues,
} from './ask-referral-form'

export interface AskReferralDialogProps {
  /** The job to be referred for (its title and company are shown). */
  job: { id: string; title: string; company?: { name: string } | null }
  open: boolean
  onClose: () => void
  /** A connection already chosen (from their profile's Refer); the reader may still pick another. */
  referrer?: { id: string; name: string } | null
}

const MODE_LABELS: Record<AskMode, string> = { connection: 'My connections', email: 'By e-mail' }

/**
 * 'Ask for a referral' (part 2 §2, §7): pick one of your connections or type a member's e-mail address, add
 * a message (at most 1000 characters), and POST /api/referrals. The rules the browser can check show under their
 * fields before anything is sent; the server's 422 messages land under their fields too, and its other refusals
 * (a request already pending, the job closed, too many pending) show above the form.
 */
export function AskReferralDialog({ job, open, onClose, referrer: given = null }: AskReferralDialogProps) {
  const fromAddress = useReferrerFromAddress()
  const referrer = given ?? fromAddress
  const { toast } = useToast()
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  const [mode, setMode] = useState<AskMode>('connection')
  const [connection, setConnection] = useState<Pick<ConnectionAnswer, 'id' | 'name'> | null>(referrer)
  const [referrerEmail, setReferrerEmail] = useState('')
  const [message, setMessage] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<AskErrors>({})
  const [sending, setSending] = useState(false)

  const values: AskValues = { mode, referrerId: connection?.id ?? null, referrerEmail, message }
  const problems = validateAsk(values)
  // Who to ask is checked once Send was pressed; the message's length as it is typed.
  const local: AskErrors = submitted ? problems : { message: problems.message }
  const errors: AskErrors = {
    referrerId: server.referrerId ?? local.referrerId,
    referrerEmail: server.referrerEmail ?? local.referrerEmail,
    message: server.message ?? local.message,
    form: server.form,
  }
  const length = message.trim().length

  const close = () => {
    if (sending) return
    onClose()
  }

  const send = async () => {
    setSubmitted(true)
    setServer({})
    if (Object.keys(problems).length > 0) return
    setSending(true)
    try {
      await askForReferral(job.id, referrerOf(values), message)
      const who = mode === 'connection' ? (connection?.name ?? '') : referrerEmail.trim()
      toast({
        title: ASK_REFERRAL_TEXT.sent,
        description: `${who} will be asked to refer you for ${job.title}.`,
        variant: 'success',
      })
      setConnection(null)
      setReferrerEmail('')
      setMessage('')
      setSubmitted(false)
      onClose()
    } catch (error) {
      setServer(askRefusal(error, mode))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ask-referral-title"
      aria-describedby="ask-referral-job"
      scroll="paper"
    >
      <DialogTitle id="ask-referral-title" sx={{ pb: 0.5 }}>
        Ask for a referral
      </DialogTitle>
      <Typography id="ask-referral-job" variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {[job.title, job.company?.name].filter(Boolean).join(' · ')}
      </Typography>
      <Tabs
        value={mode}
        onChange={(_event, value: AskMode) => {
          setMode(value)
          setServer({})
        }}
        aria-label="Who to ask"
        variant="fullWidth"
        sx={{ px: 2 }}
      >
        {(['connection', 'email'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            label={MODE_LABELS[value]}
            id={`ask-referral-tab-${value}`}
            aria-controls={value === mode ? 'ask-referral-panel' : undefined}
            disabled={sending && value !== mode}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ display: 'grid', alignContent: 'start', gap: 2, pt: '16px !important' }}>
        {errors.form && (
          <Alert severity="error" data-testid="ask-referral-alert">
            {errors.form}
          </Alert>
        )}
        <Box id="ask-referral-panel" role="tabpanel" aria-labelledby={`ask-referral-tab-${mode}`}>
          {mode === 'connection' ? (
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <ConnectionPicker
                single
                selected={connection ? new Map([[connection.id, connection]]) : new Map()}
                disabled={sending}
                onToggle={(chosen) => {
                  setConnection(chosen)
                  setServer((current) => ({ ...current, referrerId: undefined }))
                }}
              />
              {errors.referrerId && (
                <Typography variant="caption" color="error" role="alert" data-testid="ask-referral-referrer-error">
                  {errors.referrerId}
                </Typography>
              )}
            </Box>
          ) : (
            <TextField
              label="Their e-mail address"
              type="email"
              fullWidth
              autoComplete="off"
              value={referrerEmail}
              disabled={sending}
              onChange={(event) => {
                setReferrerEmail(event.target.value)
                setServer((current) => ({ ...current, referrerEmail: undefined }))
              }}
              error={Boolean(errors.referrerEmail)}
              helperText={errors.referrerEmail ?? 'They must be a member. They get your request in their inbox.'}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          )}
        </Box>
        <TextField
          label="Message (optional)"
          multiline
          minRows={3}
          fullWidth
          value={message}
          disabled={sending}
          onChange={(event) => {
            setMessage(event.target.value)
            setServer((current) => ({ ...current, message: undefined }))
          }}
          error={Boolean(errors.message)}
          helperText={`${errors.message ? `${errors.message} · ` : ''}${length}/${REFERRAL_LIMITS.messageMax}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {sending ? 'Sending...' : 'Send Request'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
