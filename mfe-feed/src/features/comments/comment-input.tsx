import TextField from '@mui/material/TextField'
import { Box, Button } from '@hireloop/shared-ui'
import { useEffect, useRef, useState } from 'react'

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
  const inputRef = useRef<HTMLTextAreaElement>(null)

  /*
   * Focused from an effect rather than the autoFocus attribute: React runs an
   * update's effect cleanups before its new effects, and a menu that closes
   * in the same update (the comment menu's Edit) hands focus back to its
   * button in such a cleanup; the field takes it after that.
   */
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus()
  }, [autoFocus])

  const submit = async () => {
    if (!text || sending) return
    setSending(true)
    const ok = await onSubmit(text)
    setSending(false)
    if (ok) setValue('')
  }

  /*
   * With a Cancel (editing, replying) on a phone, the buttons go under the
   * field: beside it, in an indented reply, they would leave the field a few
   * characters wide.
   */
  const stacked = Boolean(onCancel)

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: stacked ? { xs: 'column', sm: 'row' } : 'row',
        alignItems: stacked ? { xs: 'stretch', sm: 'flex-start' } : 'flex-start',
        gap: 1,
      }}
    >
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
        inputRef={inputRef}
        disabled={sending}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexShrink: 0, mt: 0.25 }}>
        <Button variant="contained" onClick={() => void submit()} disabled={!text} loading={sending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button color="inherit" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  )
}
