import { Box, Typography } from '@hireloop/shared-ui'
import { APPLICATION_STATUS_LABELS } from '@hireloop/backend/jobs-constants'
import { useId } from 'react'
import type { ApplicationAnswer } from '../../api/applications/get-my-applications'
import { formatDate, historyOldestFirst, STATUS_COLORS } from './application-format'

/** The application's moves, oldest first, as an ordered list (label and date each). */
export function StatusTimeline({ history }: { history: ApplicationAnswer['history'] }) {
  const headingId = useId()
  const entries = historyOldestFirst(history)
  if (entries.length === 0) return null
  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        Status history
      </Typography>
      <Box
        component="ol"
        aria-labelledby={headingId}
        data-testid="status-timeline"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {entries.map((entry, index) => {
          const last = index === entries.length - 1
          return (
            <Box
              component="li"
              key={`${entry.to}-${entry.at}-${index}`}
              data-testid="status-timeline-entry"
              sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 1.5 }}
            >
              <Box
                aria-hidden
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: '6px', flexShrink: 0 }}
              >
                <Box
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLORS[entry.to] ?? 'grey.600' }}
                />
                {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: last ? 700 : 400 }}>
                  {APPLICATION_STATUS_LABELS[entry.to] ?? entry.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
                  {formatDate(entry.at)}
                </Typography>
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
