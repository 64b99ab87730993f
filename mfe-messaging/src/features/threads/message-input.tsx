import { MESSAGING_LIMITS, MESSAGING_MESSAGES } from '@hireloop/backend/messaging-constants'
import { Box, IconButton } from '@hireloop/shared-ui'
import TextField from '@mui/material/TextField'
import { useState, type KeyboardEvent } from 'react'
import { SendIcon } from '../../shared/icons'

/**
 * The composer: Enter sends, Shift+Enter breaks the line (part 1 §5); blank or over-long text cannot be sent. The
 * text stays when sending fails, and text typed while a message is sending stays after it is sent.
 */
export function MessageInput({ onSend }: { onSend: (content: string) => Promise<boolean> }) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const content = text.trim()
  const tooLong = content.length > MESSAGING_LIMITS.messageMax
  const canSend = content.length > 0 && !tooLong && !sending

  const submit = async () => {
    if (!canSend) return
    const sentText = text
    setSending(true)
    const sent = await onSend(content)
    setSending(false)
    // What was typed while the message was on its way stays for the next one.
    if (sent)
      setText((current) => (current.startsWith(sentText) ? current.slice(sentText.length).trimStart() : current))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  return (
    <Box
      component="form"
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message"
        multiline
        maxRows={5}
        size="small"
        fullWidth
        error={tooLong}
        helperText={tooLong ? MESSAGING_MESSAGES.contentMax : undefined}
        slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
      />
      <IconButton type="submit" color="primary" aria-label="Send message" disabled={!canSend} sx={{ mb: 0.25 }}>
        <SendIcon />
      </IconButton>
    </Box>
  )
}
