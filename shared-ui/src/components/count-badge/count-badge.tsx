import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { formatBadgeCount } from '../../utils/format-count'

export interface CountBadgeProps {
  count: number
  /** Accessible description, e.g. "unread messages". */
  label?: string
  sx?: SxProps<Theme>
}

/** A small red pill: nothing at zero, the count up to 99, then '99+'. */
export function CountBadge({ count, label = 'unread', sx }: CountBadgeProps) {
  const text = formatBadgeCount(count)
  if (!text) return null
  return (
    <Box
      component="span"
      data-testid="count-badge"
      aria-label={`${text} ${label}`}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 18,
          height: 18,
          px: 0.5,
          borderRadius: 9,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 11,
          fontWeight: 700,
          lineHeight: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  )
}
