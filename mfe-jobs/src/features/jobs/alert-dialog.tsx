import { Button } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FREQUENCY_LABELS, type AlertFrequency, type AlertInput } from '../../api/alerts/create-alert'

export const ALERT_RADII = [10, 25, 50, 100] as const

export interface AlertDialogProps {
  open: boolean
  /** The search being saved (keyword and location of the current filters). */
  query: string
  location: string
  onClose: () => void
  /** Resolves true once the server stored the alert. */
  onSave: (input: AlertInput) => Promise<boolean>
}

/**
 * 'Save this search as an alert': how far from the location (when there is one), how often, and whether by e-mail
 * too (new matches always reach the bell). Daily and weekly alerts send one e-mail digest per period.
 */
export function AlertDialog({ open, query, location, onClose, onSave }: AlertDialogProps) {
  const [radius, setRadius] = useState<number>(25)
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [email, setEmail] = useState(true)
  const [saving, setSaving] = useState(false)
  const search = [query && `“${query}”`, location && `in ${location}`].filter(Boolean).join(' ') || 'all new jobs'

  const save = async () => {
    setSaving(true)
    const done = await onSave({ query, location, frequency, email, ...(location ? { radius } : {}) })
    setSaving(false)
    if (done) onClose()
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="alert-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="alert-dialog-title">Create a job alert</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          New jobs matching {search} will appear in your notifications.
        </DialogContentText>
        <Stack spacing={2}>
          {location && (
            <TextField
              select
              label="Distance"
              value={radius}
              onChange={(event) => setRadius(Number(event.target.value))}
              size="small"
            >
              {ALERT_RADII.map((miles) => (
                <MenuItem key={miles} value={miles}>
                  Within {miles} miles
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="How often"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
            size="small"
          >
            {(Object.keys(FREQUENCY_LABELS) as AlertFrequency[]).map((value) => (
              <MenuItem key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={email} onChange={(event) => setEmail(event.target.checked)} />}
            label="Also send me an e-mail"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Create Alert'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
