import { APPLICATION_LIMITS } from '@hireloop/backend/jobs-constants'
import type { ApplicationEmailType } from '@hireloop/backend/api-types/jobs'
import { Box, Button, Paper, Typography } from '@hireloop/shared-ui'
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
import { useState } from 'react'
import {
  APPLICATION_EMAIL_TYPES,
  EMAIL_TEMPLATES,
  emailPreview,
  templateMessage,
  type EmailContext,
} from './email-templates'

export interface SendEmailDialogProps {
  context: EmailContext
  /** The template selected first (the one that fits the application's status). */
  initialType: ApplicationEmailType
  onClose: () => void
  /** Resolves true once the server sent it (the dialog then closes). */
  onSend: (emailType: ApplicationEmailType, message: string) => Promise<boolean>
}

/** Pick one of the five templates, edit the message, see what the candidate receives, send. */
export function SendEmailDialog({ context, initialType, onClose, onSend }: SendEmailDialogProps) {
  const [type, setType] = useState<ApplicationEmailType>(initialType)
  const [message, setMessage] = useState(() => templateMessage(initialType, context))
  const [sending, setSending] = useState(false)
  const preview = emailPreview(type, message, context)
  const tooLong = message.length > APPLICATION_LIMITS.emailMessageMax

  const choose = (next: ApplicationEmailType) => {
    setType(next)
    setMessage(templateMessage(next, context))
  }

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      aria-labelledby="send-email-title"
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id="send-email-title">Email {context.candidateName}</DialogTitle>
      <DialogContent dividers>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">Template</FormLabel>
          <RadioGroup
            name="email-template"
            value={type}
            onChange={(event) => choose(event.target.value as ApplicationEmailType)}
          >
            {APPLICATION_EMAIL_TYPES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio size="small" />}
                label={EMAIL_TEMPLATES[option].name}
                disabled={sending}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          disabled={sending}
          error={tooLong}
          helperText={`${message.length}/${APPLICATION_LIMITS.emailMessageMax}${tooLong ? ' - Message is too long' : ''}`}
        />
        <Paper
          variant="outlined"
          component="section"
          aria-label="Email preview"
          sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover' }}
        >
          <Typography variant="overline" component="h3" color="text.secondary">
            Preview
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <strong>Subject:</strong> <span data-testid="email-preview-subject">{preview.subject}</span>
          </Typography>
          <Box data-testid="email-preview-body" sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {preview.heading}
            </Typography>
            {preview.paragraphs.map((paragraph, index) => (
              <Typography key={index} variant="body2" component="p" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={sending || tooLong}
          onClick={async () => {
            setSending(true)
            const sent = await onSend(type, message.trim())
            setSending(false)
            if (sent) onClose()
          }}
        >
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
