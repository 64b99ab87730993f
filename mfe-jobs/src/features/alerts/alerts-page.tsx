import {
  AreaFrame,
  Box,
  Button,
  EmptyState,
  errorMessage,
  ErrorOutlineIcon,
  NotificationsIcon,
  Paper,
  Typography,
  useToast,
} from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { describeAlert, type JobAlert } from '../../api/alerts/create-alert'
import { useAlerts } from '../../api/alerts/get-alerts'
import { deleteAlert, setAlertActive } from '../../api/alerts/update-alert'
import { REMOTE_NAME } from '../../shared/remote-name'

function searchOf(alert: JobAlert) {
  const query = new URLSearchParams()
  if (alert.query) query.set('keyword', alert.query)
  if (alert.location) query.set('location', alert.location)
  return query.toString()
}

/** /jobs/alerts: the searches the member asked to hear about (pause, resume, delete). */
export function AlertsPage() {
  const alerts = useAlerts()
  const { toast } = useToast()
  const navigate = useNavigate()
  // The alerts with a change on its way: their buttons wait for the answer (a second tap would ask twice).
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const whileBusy = async (id: string, change: () => Promise<void>) => {
    if (busy.has(id)) return
    setBusy((current) => new Set(current).add(id))
    try {
      await change()
    } finally {
      setBusy((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }
  }

  const toggle = (alert: JobAlert) =>
    whileBusy(alert.id, async () => {
      try {
        const saved = await setAlertActive(alert.id, !alert.isActive)
        void alerts.mutate(
          (current) =>
            current?.map((item) =>
              item.id === alert.id ? { ...item, ...saved, isActive: saved?.isActive ?? !alert.isActive } : item
            ),
          { revalidate: false }
        )
        toast({ title: alert.isActive ? 'Alert paused' : 'Alert resumed', variant: 'success' })
      } catch (error) {
        toast({ title: 'Update failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
      }
    })
  const remove = (alert: JobAlert) =>
    whileBusy(alert.id, async () => {
      try {
        await deleteAlert(alert.id)
        void alerts.mutate((current) => current?.filter((item) => item.id !== alert.id), { revalidate: false })
        toast({ title: 'Alert deleted', variant: 'success' })
      } catch (error) {
        toast({ title: 'Delete failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
      }
    })

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Job Alerts" subtitle="New jobs matching these searches are sent to you">
      {alerts.isLoading ? (
        <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
          Loading alerts...
        </Typography>
      ) : alerts.error ? (
        <EmptyState
          icon={<ErrorOutlineIcon />}
          title="Failed to load your alerts"
          description="Please try again later"
          action={<Button onClick={() => void alerts.mutate()}>Try again</Button>}
        />
      ) : !alerts.data?.length ? (
        <EmptyState
          icon={<NotificationsIcon />}
          title="No job alerts yet"
          description="Search for jobs, then choose 'Save this search as an alert'."
          action={
            <Button variant="contained" onClick={() => navigate('/jobs')}>
              Browse Jobs
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {alerts.data.map((alert) => (
            <Paper
              key={alert.id}
              component="li"
              variant="outlined"
              data-testid="job-alert"
              sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id={`alert-${alert.id}`} sx={{ flex: 1, fontWeight: 600 }}>
                  {[alert.query || 'Any job', alert.location && `in ${alert.location}`].filter(Boolean).join(' ')}
                </Typography>
                <Chip
                  size="small"
                  label={alert.isActive ? 'Active' : 'Paused'}
                  color={alert.isActive ? 'success' : 'default'}
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {describeAlert(alert)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {/* Each action is described by its alert's words, so a screen reader tells one Delete from another. */}
                <Button
                  size="small"
                  aria-describedby={`alert-${alert.id}`}
                  onClick={() => navigate({ pathname: '/jobs', search: searchOf(alert) ? `?${searchOf(alert)}` : '' })}
                >
                  View jobs
                </Button>
                <Button
                  size="small"
                  aria-describedby={`alert-${alert.id}`}
                  disabled={busy.has(alert.id)}
                  onClick={() => void toggle(alert)}
                >
                  {alert.isActive ? 'Pause' : 'Resume'}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-describedby={`alert-${alert.id}`}
                  disabled={busy.has(alert.id)}
                  onClick={() => void remove(alert)}
                >
                  Delete
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </AreaFrame>
  )
}
