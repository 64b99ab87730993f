import Alert from '@mui/material/Alert'
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser has a connection (true on the server and where it cannot tell). */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true
  )
}

/** The app's one offline notice: shown on every screen while the device has no connection. */
export function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="offline-notice"
      sx={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: { xs: 72, sm: 16 },
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: 'calc(100% - 32px)',
        // It floats over the screen and has nothing to press: a click or tap on what lies beneath (a dialog's
        // Submit, the composer's Send) reaches it.
        pointerEvents: 'none',
      }}
    >
      You&apos;re offline. You stay signed in; what this device has kept is shown, the rest loads when you&apos;re back
      online.
    </Alert>
  )
}
