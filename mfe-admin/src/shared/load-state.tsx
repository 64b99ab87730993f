import { Box, Button, errorMessage } from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'

/** Loading spinner or an error with Retry for one of the screen's answers; nothing once the data is there. */
export function LoadState({
  what,
  error,
  isLoading,
  onRetry,
}: {
  what: string
  error: unknown
  isLoading: boolean
  onRetry: () => void
}) {
  if (error) {
    return (
      <OfflineFallback error={error} retry={onRetry}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, `Could not load ${what}.`)}
        </Alert>
      </OfflineFallback>
    )
  }
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={`Loading ${what}`} size={28} />
      </Box>
    )
  }
  return null
}
