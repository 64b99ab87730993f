import { Box, Button, CloseIcon } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useId, useState, type KeyboardEvent } from 'react'
import { addListEntry, removeListEntry, type ListEntryLimits } from './list-entry'

export interface ListEntryFieldProps extends ListEntryLimits {
  /** Field label, e.g. 'Skills'; the add button reads 'Add' and is labelled 'Add <label>'. */
  label: string
  values: readonly string[]
  onChange: (values: string[]) => void
  placeholder?: string
  helperText?: string
  /** An error for the list as a whole (e.g. from the server). */
  error?: string
  disabled?: boolean
}

/** A list entered one entry at a time (Enter or Add), shown as removable chips. */
export function ListEntryField({
  label,
  values,
  onChange,
  placeholder,
  helperText,
  error,
  disabled,
  ...limits
}: ListEntryFieldProps) {
  const [draft, setDraft] = useState('')
  const [entryError, setEntryError] = useState<string | undefined>()
  const listId = useId()

  const add = () => {
    const result = addListEntry(values, draft, limits)
    setEntryError(result.error)
    if (result.error) return
    if (result.added) onChange(result.list)
    setDraft('')
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    // Enter adds the entry instead of submitting the surrounding form.
    event.preventDefault()
    add()
  }

  const shownError = entryError ?? error
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value)
            if (entryError) setEntryError(undefined)
          }}
          onKeyDown={onKeyDown}
          error={Boolean(shownError)}
          helperText={shownError ?? helperText}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'aria-describedby': listId } }}
        />
        <Button variant="outlined" onClick={add} disabled={disabled} aria-label={`Add ${label}`} sx={{ mt: '2px' }}>
          Add
        </Button>
      </Box>
      <Box
        component="ul"
        id={listId}
        aria-label={`Added ${label.toLowerCase()}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {values.map((value) => (
          <li key={value}>
            <Chip
              label={value}
              size="small"
              disabled={disabled}
              onDelete={() => onChange(removeListEntry(values, value))}
              // Keyboard: focus the chip and press Delete or Backspace.
              deleteIcon={<CloseIcon titleAccess={`Remove ${value}`} aria-hidden={false} />}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}
