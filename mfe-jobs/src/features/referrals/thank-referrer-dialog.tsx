import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'
import {
  Box,
  Button,
  errorMessage,
  formatRelativeTime,
  isApiError,
  Paper,
  Typography,
  useCurrentUser,
  useToast,
} from '@hireloop/shared-ui'
import Alert from '@mui/material/Alert'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { conversationPath } from '../../api/messaging/conversation-path'
import { acceptedReferralOf, useJobReferrals } from '../../api/referrals/get-job-referrals'
import { thankReferrer, type ReferralThreadAnswer } from '../../api/referrals/thank-referrer'
import {
  THANK_YOU_TEMPLATE_TEXT,
  THANK_YOU_TEMPLATES,
  THANK_YOU_TEXT,
  thankYouProblem,
  type ThankYouChoice,
  type ThankYouContext,
} from './thank-you-templates'

export interface ThankReferrerDialogProps {
  open: boolean
  onClose: () => void
  job: { id: string; title: string }
  companyName: string
  /** The referred applicant. */
  candidate: { id: string; name: string }
  /** The referrer's name as the application answer has it (null when unknown); the referral's own name wins. */
  referrerName: string | null
}

/** The server's word for a refusal (4xx, or 503 when messaging is off), a retry hint otherwise. */
function refusal(error: unknown): string {
  return isApiError(error) && (error.status < 500 || error.status === 503)
    ? errorMessage(error, 'Please try again.')
    : 'Something went wrong. Please try again.'
}

/**
 * The thank-you dialog (part 2 §2, §4, §5): the employer thanks whoever referred an applicant, with one of
 * three templates or a custom message (never empty), in a conversation with the referrer (POST
 * /api/referrals/{id}/thread). A new conversation: 'Thank you message sent!' and the dialog closes. An existing one:
 * 'Message sent to existing conversation', and the dialog shows that conversation's messages with 'Continue
 * Conversation' (to /messages?thread={id}). The referral is the candidate's accepted one among the job's referrals
 * (GET /api/jobs/{jobId}/referrals).
 */
export function ThankReferrerDialog({
  open,
  onClose,
  job,
  companyName,
  candidate,
  referrerName,
}: ThankReferrerDialogProps) {
  const { toast } = useToast()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  const referrals = useJobReferrals(open ? job.id : null)
  const referral = acceptedReferralOf(referrals.data, candidate.id, referrerName)
  const context: ThankYouContext = {
    referrerName: referral?.referrer.name ?? referrerName ?? 'there',
    candidateName: candidate.name,
    jobTitle: job.title,
    companyName,
  }
  const [choice, setChoice] = useState<ThankYouChoice>('grateful')
  const [message, setMessage] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [existing, setExisting] = useState<ReferralThreadAnswer | null>(null)
  // Until the employer edits it, the message is the chosen template filled in with what is known now.
  const text = message ?? (choice === 'custom' ? '' : THANK_YOU_TEMPLATE_TEXT[choice].text(context))
  const problem = thankYouProblem(text)
  const shownError = serverError ?? (touched ? problem : null)

  const choose = (next: ThankYouChoice) => {
    setChoice(next)
    setMessage(next === 'custom' ? '' : THANK_YOU_TEMPLATE_TEXT[next].text(context))
    setServerError(null)
  }

  const send = async () => {
    setTouched(true)
    if (problem || !referral) return
    setSending(true)
    setServerError(null)
    try {
      const answer = await thankReferrer(referral.id, text)
      if (answer.isExisting) {
        toast({
          title: THANK_YOU_TEXT.sentToExisting,
          description: `You already talk with ${context.referrerName}: your message was added to that conversation.`,
          variant: 'success',
        })
        setExisting(answer)
      } else {
        toast({
          title: THANK_YOU_TEXT.sent,
          description: `${context.referrerName} will see it in Messages.`,
          variant: 'success',
        })
        onClose()
      }
    } catch (error) {
      const fieldMessage = isApiError(error) && error.status === 422 ? (error.data?.errors?.[0]?.message ?? null) : null
      if (fieldMessage) setServerError(fieldMessage)
      else toast({ title: THANK_YOU_TEXT.failed, description: refusal(error), variant: 'error' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="thank-referrer-title"
      scroll="paper"
    >
      <DialogTitle id="thank-referrer-title">Thank Referrer</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', alignContent: 'start', gap: 2 }}>
        {referrals.isLoading ? (
          <Typography role="status" variant="body2" color="text.secondary">
            Loading referral...
          </Typography>
        ) : !referral ? (
          <Alert severity="error">
            {referrals.error ? 'Failed to load the referral. Please try again later.' : THANK_YOU_TEXT.noReferral}
          </Alert>
        ) : (
          <Paper variant="outlined" component="section" aria-label="Referral" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {referral.referrer.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {referral.referrer.email}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Referred {candidate.name} for {job.title}
            </Typography>
            {referral.message && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                “{referral.message}”
              </Typography>
            )}
          </Paper>
        )}

        {existing ? (
          <Box component="section" aria-labelledby="thank-referrer-conversation" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="thank-referrer-conversation" variant="subtitle2" component="h3">
              Your conversation with {context.referrerName}
            </Typography>
            <Box
              component="ol"
              aria-label="Messages"
              sx={{ m: 0, p: 0, display: 'grid', alignContent: 'start', gap: 1, maxHeight: 280, overflowY: 'auto' }}
            >
              {existing.messages.map((item) => {
                const mine = item.senderId === user?.id
                return (
                  <Box
                    component="li"
                    key={item.id}
                    sx={{
                      listStyle: 'none',
                      justifySelf: mine ? 'end' : 'start',
                      maxWidth: '85%',
                      p: 1,
                      borderRadius: 1,
                      bgcolor: mine ? 'primary.main' : 'action.hover',
                      color: mine ? 'primary.contrastText' : 'text.primary',
                    }}
                  >
                    <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                      {mine ? 'You' : context.referrerName} · {formatRelativeTime(item.createdAt)}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {item.content}
                    </Typography>
                  </Box>
                )
              })}
            </Box>
          </Box>
        ) : (
          referral && (
            <>
              <FormControl component="fieldset" disabled={sending}>
                <FormLabel component="legend">Message</FormLabel>
                <RadioGroup
                  name="thank-you-template"
                  value={choice}
                  onChange={(event) => choose(event.target.value as ThankYouChoice)}
                >
                  {THANK_YOU_TEMPLATES.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio size="small" />}
                      label={THANK_YOU_TEMPLATE_TEXT[option].name}
                    />
                  ))}
                  <FormControlLabel value="custom" control={<Radio size="small" />} label="Custom message" />
                </RadioGroup>
              </FormControl>
              <TextField
                label="Thank-you message"
                multiline
                minRows={4}
                fullWidth
                value={text}
                disabled={sending}
                onChange={(event) => {
                  setMessage(event.target.value)
                  setServerError(null)
                }}
                onBlur={() => setTouched(true)}
                error={Boolean(shownError)}
                helperText={shownError ?? `${text.trim().length}/${REFERRAL_LIMITS.thankYouMax}`}
              />
            </>
          )
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {existing ? (
          <>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={() => navigate(conversationPath(existing.thread.id))}>
              {THANK_YOU_TEXT.continueConversation}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void send()} disabled={sending || !referral}>
              {sending ? 'Sending...' : 'Send Thank You'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
