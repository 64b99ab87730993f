import TextField, { type TextFieldProps } from '@mui/material/TextField'

/** A text field of a block's content (numbers shown as text; anything else as empty). */
export function Field({
  label,
  value,
  onValue,
  ...rest
}: { label: string; value: unknown; onValue: (value: string) => void } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'label'
>) {
  return (
    <TextField
      label={label}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => onValue(event.target.value)}
      size="small"
      fullWidth
      {...rest}
    />
  )
}

/** Date and time fields keep their label above the browser's own placeholder. */
export const dateProps = { slotProps: { inputLabel: { shrink: true } } } as const
