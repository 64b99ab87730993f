import { Box, Button, errorMessage, Link, Paper, Typography, useToast } from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import {
  useNotificationPreferences,
  useSetNotificationPreference,
  type PushPreferenceName,
} from '../../api/notifications/notification-preferences'
import { syncPushSubscription } from '../../api/notifications/push-subscription'

/** The kinds a member turns on or off, in their words. */
export const PREFERENCE_LABELS: { name: PushPreferenceName; label: string; hint: string }[] = [
  { name: 'messages', label: 'New messages', hint: 'Not while the conversation is open.' },
  { name: 'applicationStatus', label: 'Application updates', hint: 'When an application you sent moves on.' },
  { name: 'interviewsOffers', label: 'Interviews and offers', hint: 'When an employer invites you or makes an offer.' },
  { name: 'referrals', label: 'Referrals', hint: 'A referral asked of you, and the answer to yours.' },
  { name: 'newApplicants', label: 'New applicants', hint: 'For your job posts, grouped per job.' },
]

function permissionState(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/**
 * /profile/notifications: which notifications reach this member's devices when the app is closed. A load that failed
 * offline shows the one offline state in place of the settings, and reads again when the connection returns.
 */
export default function NotificationSettingsPage() {
  const { data, error, mutate } = useNotificationPreferences()
  const setPreference = useSetNotificationPreference()
  const { toast } = useToast()
  const [saving, setSaving] = useState<PushPreferenceName | null>(null)
  const [permission, setPermission] = useState(permissionState)

  const toggle = async (name: PushPreferenceName, enabled: boolean) => {
    setSaving(name)
    try {
      await setPreference(name, enabled)
    } catch (failure) {
      toast({ title: 'Setting not saved', description: errorMessage(failure, 'Please try again.'), variant: 'error' })
    } finally {
      setSaving(null)
    }
  }

  const allow = async () => {
    if (permissionState() === 'unsupported') return
    const answer = await Notification.requestPermission()
    setPermission(answer)
    if (answer === 'granted') await syncPushSubscription()
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Notification settings
      </Typography>
      <Link component={RouterLink} to="/profile">
        Back to your profile
      </Link>
      {permission === 'unsupported' && (
        <Alert severity="info">This browser cannot show notifications while Hireloop is closed.</Alert>
      )}
      {permission === 'denied' && (
        <Alert severity="warning">
          Notifications are blocked for Hireloop in this browser. Allow them in the browser&apos;s site settings to
          receive them on this device.
        </Alert>
      )}
      {permission === 'default' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => void allow()}>
              Allow
            </Button>
          }
        >
          Allow notifications to hear about these while Hireloop is closed.
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="push-kinds" sx={{ p: 2 }}>
        <Typography id="push-kinds" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Notify me about
        </Typography>
        {error && !data ? (
          <OfflineFallback error={error} retry={() => void mutate()}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void mutate()}>
                  Retry
                </Button>
              }
            >
              {errorMessage(error, 'Your notification settings could not be loaded.')}
            </Alert>
          </OfflineFallback>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {PREFERENCE_LABELS.map(({ name, label, hint }) => (
              <Box key={name}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={data?.preferences[name] ?? true}
                      disabled={!data || saving === name}
                      onChange={(event) => void toggle(name, event.target.checked)}
                    />
                  }
                  label={label}
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                  {hint}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  )
}
