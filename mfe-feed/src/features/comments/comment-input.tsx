import TextField from '@mui/material/TextField'
import { Box, Button } from '@hireloop/shared-ui'
import { useState } from 'react'

/** A comment box: Enter sends, Shift+Enter breaks the line; only non-empty trimmed text is sent (part 1 §5). */
export function CommentInput({
  label,
  submitLabel = 'Post',
  initialValue = '',
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string
  submitLabel?: string
  initialValue?: string
  autoFocus?: boolean
  /** Resolves to true when the text was accepted (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>
  onCancel?: () => void
}) {
  const [value, setValue] = useState(initialValue)
  const [sending, setSending] = useState(false)
  const text = value.trim()

  const submit = async () => {
    if (!text || sending) return
    setSending(true)
    const ok = await onSubmit(text)
    setSending(false)
    if (ok) setValue('')
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            void submit()
          } else if (event.key === 'Escape' && onCancel) {
            event.stopPropagation()
            onCancel()
          }
        }}
        multiline
        maxRows={6}
        size="small"
        fullWidth
        autoFocus={autoFocus}
        disabled={sending}
      />
      <Button variant="contained" onClick={() => void submit()} disabled={!text} loading={sending} sx={{ mt: 0.25 }}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button color="inherit" onClick={onCancel} disabled={sending} sx={{ mt: 0.25 }}>
          Cancel
        </Button>
      )}
    </Box>
  )
}
