import Chip from '@mui/material/Chip'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hireloop/backend/jobs-constants'
import { STATUS_COLORS } from './application-format'

/** The status in its words (APPLICATION_STATUS_LABELS) on its own colour. */
export function StatusBadge({ status, label }: { status: ApplicationStatus; label?: string }) {
  const text = APPLICATION_STATUS_LABELS[status] ?? label ?? status
  return (
    <Chip
      size="small"
      data-testid="application-status"
      data-status={status}
      label={text}
      sx={{ bgcolor: STATUS_COLORS[status] ?? '#52525b', color: '#fff', fontWeight: 700 }}
    />
  )
}
